import "../holds-i18n";
import CircleAlertIcon from "lucide-react/icons/circle-exclamation-point";
import ClockIcon from "lucide-react/icons/clock";
import HistoryIcon from "lucide-react/icons/history";
import SearchXIcon from "lucide-react/icons/search-x";
import WatchIcon from "lucide-react/icons/watch";
import { type ReactNode, useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type { HoldDto } from "../../../../shared/hold-schemas";
import { type HoldStatus, isHoldEnded, openHoldStatuses } from "../../../../shared/holds";
import { BackLink } from "../../../components/ui/back-link";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { SectionCard } from "../../../components/ui/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { ApiError } from "../../../lib/http-error";
import { useHold } from "../api/get-hold";
import { DollarAmount } from "../components/dollar-amount";
import { HoldActions } from "../components/hold-actions";
import { HoldTimeline } from "../components/hold-timeline";
import { forgetHold, rememberHold } from "../lib/remembered-holds";

const tones: Partial<Record<HoldStatus, string>> = {
  held: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  accepted: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  converted: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  countered: "border-sky-700/25 bg-sky-50 text-sky-900",
  awaiting_deposit: "border-gold-dark/40 bg-gold/15 text-foreground",
  offered: "border-gold-dark/40 bg-gold/15 text-foreground",
  refund_due: "border-gold-dark/40 bg-gold/15 text-foreground",
};

const isOpen = (status: HoldStatus) => (openHoldStatuses as readonly HoldStatus[]).includes(status);

/**
 * Issue 31: /holds/:token, the shopper's page of a reservation or an offer, reached from the
 * e-mails and the offer dialog (the link is the key: no account needed). It says where the hold
 * stands and until when, its amounts and its steps, and offers what may be done now. Back from
 * the provider's page (`?paid=1`) it says the deposit arrived and reads the hold again until the
 * provider's event has made it held.
 */
export function HoldPage() {
  const { t } = useTranslation("holds");
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  const isBackFromPayment = params.get("paid") === "1";
  const hold = useHold(token, { untilPaid: isBackFromPayment });
  return (
    <div className="container-page py-8 md:py-12">
      <title>
        {t("meta.pageTitle", {
          ns: "common",
          page: hold.data ? t(`page.eyebrow.${hold.data.kind}`) : t("page.metaTitle"),
        })}
      </title>
      <meta name="robots" content="noindex" />
      {hold.data ? (
        <HoldDetail token={token} hold={hold.data} isConfirming={isBackFromPayment} />
      ) : hold.isPending ? (
        <div className="mt-8 grid gap-6" role="status" aria-label={t("page.loading")}>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-12 w-80 max-w-full" />
          <div className="grid gap-6 lg:grid-cols-5">
            <Skeleton className="h-72 lg:col-span-3" />
            <Skeleton className="h-72 lg:col-span-2" />
          </div>
        </div>
      ) : hold.error instanceof ApiError && hold.error.isClientError ? (
        <EmptyPanel
          frame="card"
          className="mx-auto mt-10 max-w-lg"
          icon={<SearchXIcon aria-hidden="true" />}
          titleAs="h1"
          title={t("page.notFoundTitle")}
          text={t("page.notFoundText")}
          action={
            <Button asChild variant="luxury">
              <Link to="/watches">{t("page.browse")}</Link>
            </Button>
          }
        />
      ) : (
        <EmptyPanel
          role="alert"
          className="mx-auto mt-10 max-w-lg"
          icon={<CircleAlertIcon aria-hidden="true" />}
          text={t("page.loadFailed")}
          action={
            <Button variant="outline" onClick={() => void hold.refetch()}>
              {t("page.tryAgain")}
            </Button>
          }
        />
      )}
    </div>
  );
}

function HoldDetail({ token, hold, isConfirming }: { token: string; hold: HoldDto; isConfirming: boolean }) {
  const { t } = useTranslation("holds");
  const { listing } = hold;
  const watchPath = listing.slug ? `/watch/${encodeURIComponent(listing.slug)}` : undefined;
  const isAwaitingEvent = isConfirming && hold.status === "awaiting_deposit";
  // The watch page tells this browser's shopper that the watch their hold keeps is theirs.
  useEffect(() => {
    if (isHoldEnded(hold.status)) forgetHold(token);
    else if (listing.id) rememberHold(token, listing.id);
  }, [token, hold.status, listing.id]);
  return (
    <>
      <BackLink to={watchPath ?? "/watches"}>{watchPath ? t("page.backToWatch") : t("page.browse")}</BackLink>
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4 border-b border-border pb-6">
        <div className="grid min-w-0 gap-2">
          <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
            {t(`page.eyebrow.${hold.kind}`)}
          </p>
          <h1 className="font-display text-3xl leading-tight font-medium tracking-tight break-words md:text-4xl">
            <bdi>{listing.title}</bdi>
          </h1>
        </div>
        <Badge
          variant="outline"
          className={cn(
            "px-3 py-1 text-sm",
            tones[hold.status] ?? "border-border bg-muted text-muted-foreground",
          )}
          data-testid="hold-status"
          data-status={hold.status}
        >
          <span className="sr-only">{t("page.statusLabel")}: </span>
          {t(`status.${hold.kind}.${hold.status}`)}
        </Badge>
      </header>
      {isAwaitingEvent && (
        <div
          role="status"
          className="mt-6 flex gap-3 rounded-sm border border-gold/60 bg-gold/10 px-4 py-3 text-sm"
          data-testid="hold-confirming"
        >
          <Spinner className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-medium">{t("page.confirming")}</p>
            <p className="text-muted-foreground">{t("page.confirmingText")}</p>
          </div>
        </div>
      )}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-5">
        <section
          aria-labelledby="hold-amounts-title"
          className="grid gap-6 rounded-md border border-border bg-card p-5 shadow-xs sm:p-8 lg:col-span-3"
        >
          <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-4 sm:grid-cols-[6rem_minmax(0,1fr)]">
            <div className="aspect-square overflow-hidden rounded-sm bg-ivory-deep">
              {listing.imageUrl ? (
                <img src={listing.imageUrl} alt="" className="size-full object-cover" />
              ) : (
                <div className="flex size-full items-center justify-center text-muted-foreground">
                  <WatchIcon className="size-6" strokeWidth={1.2} aria-hidden="true" />
                </div>
              )}
            </div>
            <div className="grid min-w-0 gap-1.5">
              <p className="text-sm leading-relaxed" data-testid="hold-explain">
                {!isAwaitingEvent && t(`explain.${hold.kind}.${hold.status}`)}
              </p>
              {hold.expiresAt && isOpen(hold.status) && hold.status !== "refund_due" && (
                <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="hold-deadline">
                  <ClockIcon className="size-4 shrink-0 text-gold-dark" aria-hidden="true" />
                  <span>{t("page.deadline", { until: hold.expiresAt })}</span>
                </p>
              )}
              {hold.orderNumber && (
                <p className="text-sm font-medium">
                  {t("page.order", { number: `\u2066${hold.orderNumber}\u2069` })}
                </p>
              )}
            </div>
          </div>
          <div>
            <h2 id="hold-amounts-title" className="font-display text-xl font-medium">
              {t("page.amountsTitle")}
            </h2>
            <HoldAmounts hold={hold} />
          </div>
          <HoldActions token={token} hold={hold} isConfirming={isConfirming} />
        </section>
        <SectionCard
          icon={<HistoryIcon aria-hidden="true" />}
          title={t("page.timelineTitle")}
          className="lg:col-span-2"
        >
          <HoldTimeline events={hold.events} />
        </SectionCard>
      </div>
    </>
  );
}

/** The hold's amounts, each only once it has one; the balance last and strongest. */
function HoldAmounts({ hold }: { hold: HoldDto }) {
  const { t } = useTranslation("holds");
  const rows: [string, number | null, string?][] = [
    ["page.price", hold.listing.priceCents],
    ["page.offer", hold.offerCents],
    ["page.counter", hold.counterCents],
    ["page.agreed", hold.agreedPriceCents],
    ["page.deposit", hold.depositCents],
  ];
  const row = (label: string, value: ReactNode, testId: string, strong = false) => (
    <div
      key={label}
      className={cn(
        "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1",
        strong && "mt-1 border-t border-border pt-3",
      )}
    >
      <dt className={strong ? "font-medium" : "text-muted-foreground"}>{t(label)}</dt>
      <dd className={cn("text-end", strong ? "text-lg font-semibold" : "font-medium")} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="mt-4 grid gap-2.5 text-sm">
      {rows
        .filter((entry): entry is [string, number] => entry[1] !== null)
        .map(([label, cents]) => row(label, <DollarAmount cents={cents} />, `hold-${label.slice(5)}`))}
      {hold.balanceCents !== null &&
        row("page.balance", <DollarAmount cents={hold.balanceCents} />, "hold-balance", true)}
    </dl>
  );
}
