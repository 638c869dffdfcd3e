import "../alerts-i18n";
import BellOffIcon from "lucide-react/icons/bell-off";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import LinkIcon from "lucide-react/icons/link-2-off";
import MailCheckIcon from "lucide-react/icons/mail-check";
import { Link, useSearchParams } from "react-router";
import type { AlertLinkDto } from "../../../../shared/alerts";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { PageSpinner } from "../../../components/ui/page-spinner";
import { Spinner } from "../../../components/ui/spinner";
import { SearchSummary } from "../../../components/watch/search-summary";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/http-error";
import { usePendingAction } from "../../../lib/use-pending-action";
import { useAlertLink } from "../api/get-alert-link";
import { usePressAlertLink } from "../api/press-alert-link";

type LinkKind = "confirm" | "unsubscribe";

/** Whether there is still something for the link's button to do. */
function isOpen(kind: LinkKind, link: AlertLinkDto): boolean {
  if (kind === "confirm") return link.kind === "search" && !link.isConfirmed;
  return link.kind === "search" ? link.query !== null : link.isOn;
}

function ContinueShopping() {
  const { t } = useTranslation("alerts");
  return (
    <Button asChild variant="elegant">
      <Link to="/watches">{t("continue")}</Link>
    </Button>
  );
}

/**
 * Issue 30: where an alert e-mail's links land. The page says what the link is about and offers
 * one button: confirm a guest's alert, or unsubscribe (one click; the mail's own List-Unsubscribe
 * header reaches the same end without a page). Opening the link changes nothing by itself, so a
 * mail scanner that follows links neither confirms nor unsubscribes anyone.
 */
export function AlertLinkPage({ kind }: { kind: LinkKind }) {
  const { t } = useTranslation("alerts");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useAlertLink(kind, token);
  const press = usePressAlertLink(kind);
  const action = usePendingAction();
  const words = kind === "confirm" ? "confirm" : "unsubscribe";
  const title = t(`${words}.title`);
  const head = <title>{t("meta.pageTitle", { ns: "common", page: title })}</title>;

  const isInvalid =
    token === "" || (link.isError && link.error instanceof ApiError && link.error.isClientError);
  if (isInvalid)
    return (
      <div className="container-page py-16">
        {head}
        <EmptyPanel
          frame="card"
          titleAs="h1"
          icon={<LinkIcon strokeWidth={1.5} aria-hidden="true" />}
          title={t("invalidLink.title")}
          text={t("invalidLink.text")}
          action={<ContinueShopping />}
        />
      </div>
    );
  if (link.isPending || link.isError) return <PageSpinner />;

  if (press.isSuccess || !isOpen(kind, link.data))
    return (
      <div className="container-page py-16">
        {head}
        <EmptyPanel
          frame="card"
          titleAs="h1"
          role="status"
          icon={<CircleCheckIcon strokeWidth={1.5} aria-hidden="true" />}
          title={press.isSuccess ? t(`${words}.done`) : title}
          text={press.isSuccess ? t(`${words}.doneText`) : t(`${words}.alreadyDone`)}
          action={<ContinueShopping />}
        />
      </div>
    );

  const data = link.data;
  const question =
    kind === "confirm"
      ? t("confirm.text")
      : data.kind === "search"
        ? t("unsubscribe.searchText")
        : t("unsubscribe.favoritesText");
  return (
    <div className="container-page py-16">
      {head}
      <section className="mx-auto grid max-w-lg gap-6 rounded-md border border-border bg-card px-6 py-10 text-center shadow-xs sm:px-10">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-ivory text-gold-dark">
          {kind === "confirm" ? (
            <MailCheckIcon strokeWidth={1.5} aria-hidden="true" />
          ) : (
            <BellOffIcon strokeWidth={1.5} aria-hidden="true" />
          )}
        </div>
        <h1 className="font-display text-3xl font-medium tracking-tight">{title}</h1>
        <p className="text-sm leading-relaxed text-muted-foreground">{question}</p>
        {data.kind === "search" && data.query && (
          <SearchSummary t={t} query={data.query} className="justify-center" />
        )}
        {press.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t("unsubscribe.failed")}
          </p>
        )}
        <div className="flex justify-center">
          <Button
            variant="luxury"
            size="lg"
            disabled={action.isPending}
            onClick={() =>
              void action.run(async () => {
                try {
                  await press.mutateAsync(token);
                } catch {
                  // Said above, by the mutation's state.
                }
              })
            }
          >
            {action.isPending && <Spinner aria-hidden="true" />}
            {action.isPending
              ? t(kind === "confirm" ? "confirm.confirming" : "unsubscribe.working")
              : t(`${words}.button`)}
          </Button>
        </div>
      </section>
    </div>
  );
}
