import ArrowRightIcon from "lucide-react/icons/arrow-right";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Logo } from "../../components/ui/logo";
import { SocialIcon } from "../../components/ui/social-icon";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast";
import { loadNewsletterSchema, useSubscribeToNewsletter } from "../../features/newsletter/api/subscribe";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { errorMessage } from "../../lib/error-messages";
import { socialNetworkNames, useStoreInfo } from "../../lib/site";
import { helpPages, legalPages } from "../../lib/site-pages";
import { usePendingAction } from "../../lib/use-pending-action";

const columns: { titleKey: string; links: readonly { labelKey: string; to: string }[] }[] = [
  {
    titleKey: "footer.shop",
    links: [
      { labelKey: "footer.links.allWatches", to: "/watches" },
      // Issue 31: sell or trade in a watch.
      { labelKey: "footer.links.sell", to: "/sell" },
      { labelKey: "footer.links.rolex", to: "/watches?brand=rolex" },
      { labelKey: "footer.links.omega", to: "/watches?brand=omega" },
      { labelKey: "footer.links.patek", to: "/watches?brand=patek-philippe" },
    ],
  },
  {
    titleKey: "footer.support",
    links: [
      // Issue 13: the contact page shows the settings' address, phone and WhatsApp beside its form.
      ...helpPages,
      { labelKey: "footer.links.promise", to: "/#promise" },
      { labelKey: "footer.links.aiTools", to: "/#features" },
    ],
  },
  {
    titleKey: "footer.account",
    links: [
      { labelKey: "footer.links.myAccount", to: "/account" },
      { labelKey: "footer.links.signIn", to: "/login" },
      { labelKey: "footer.links.createAccount", to: "/register" },
      { labelKey: "footer.links.cart", to: "/cart" },
    ],
  },
];

const linkClass =
  "rounded-xs text-sm text-ivory/75 transition-colors outline-none hover:text-gold-light " +
  "focus-visible:ring-2 focus-visible:ring-gold";

/** spec: storefront §2 "Header and navigation" — the footer. */
export function SiteFooter() {
  const { t } = useTranslation();
  // issue 10: the contact address and the profiles come from the settings; an unset network is hidden.
  const store = useStoreInfo();
  return (
    <footer className="bg-ink text-ivory">
      <h2 id="footer-heading" className="sr-only">
        {t("footer.heading")}
      </h2>
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-12 py-16 md:grid-cols-3 lg:grid-cols-[1.4fr_repeat(3,1fr)_1.6fr] lg:gap-10">
        <div className="col-span-2 max-w-xs md:col-span-3 lg:col-span-1">
          <Logo size="lg" tone="light" />
          <p className="mt-6 text-sm leading-relaxed text-ivory/70">{t("footer.about")}</p>
          <ul className="mt-6 flex gap-2">
            {store.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("footer.social", { network: socialNetworkNames[profile.network] })}
                  className={cn(
                    "inline-flex size-10 items-center justify-center rounded-full border border-ivory/15",
                    "text-ivory/75 transition-colors outline-none hover:border-gold hover:text-gold-light",
                    "focus-visible:ring-2 focus-visible:ring-gold",
                  )}
                >
                  <SocialIcon name={socialNetworkNames[profile.network]} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.titleKey} aria-label={t(column.titleKey)}>
            <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
              {t(column.titleKey)}
            </h3>
            <ul className="mt-5 grid gap-3">
              {column.links.map((link) => (
                <li key={link.labelKey}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <NewsletterForm />
      </div>
      <div className="border-t border-ivory/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-ivory/65 sm:flex-row sm:justify-between">
          <p>{t("footer.copyright")}</p>
          <nav aria-label={t("pages:nav.legal")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalPages.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={cn(linkClass, "text-xs text-ivory/65")}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t("footer.origin")}</p>
        </div>
      </div>
    </footer>
  );
}

function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const subscribe = useSubscribeToNewsletter();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  // One subscription at a time, from the press on (issue 13).
  const action = usePendingAction();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return action.run(async () => {
      const { newsletterSchema } = await loadNewsletterSchema();
      const parsed = newsletterSchema.safeParse({ email, language: i18n.language });
      if (!parsed.success) {
        setError(t(email.trim() ? "newsletter.invalidEmail" : "newsletter.emailRequired"));
        return;
      }
      setError(undefined);
      try {
        await subscribe.mutateAsync(parsed.data);
        setEmail("");
        toast.success(t("newsletter.subscribed"), { description: t("newsletter.subscribedDescription") });
      } catch (cause) {
        // A refusal says why; anything else is our fault, not theirs.
        toast.error(t("newsletter.failedTitle"), {
          description: errorMessage(cause, t, "common:newsletter.failed"),
        });
      }
    });
  };

  return (
    <div className="col-span-2 md:col-span-3 lg:col-span-1">
      <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{t("newsletter.title")}</h3>
      <p className="mt-5 text-sm leading-relaxed text-ivory/70">{t("newsletter.description")}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 grid gap-2">
        <label htmlFor={inputId} className="text-xs font-medium text-ivory/80">
          {t("newsletter.emailLabel")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
          <Input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onFocus={() => void loadNewsletterSchema()}
            placeholder={t("newsletter.placeholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              "border-ivory/20 bg-ivory/5 text-ivory placeholder:text-ivory/55 rtl:text-end",
              "focus-visible:border-gold focus-visible:ring-gold/40",
            )}
          />
          <Button type="submit" variant="gold" className="h-11 shrink-0" disabled={action.isPending}>
            {t("newsletter.subscribe")}
            {action.isPending ? (
              <Spinner className="text-ink" label={t("newsletter.subscribing")} />
            ) : (
              <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
            )}
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-[#f0a8a0]">
            {error}
          </p>
        )}
      </form>
    </div>
  );
}
