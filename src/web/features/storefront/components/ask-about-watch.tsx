import MailIcon from "lucide-react/icons/mail";
import MessageCircleIcon from "lucide-react/icons/message-circle";
import type { ListingDetailDto } from "../../../../shared/catalog-api";
import { watchPath } from "../../../../shared/paths";
import { whatsappUrl } from "../../../../shared/store-settings";
import { buttonVariants } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useStoreInfo } from "../../../lib/site";

/** Unicode isolates (FSI … PDI): a plain-text message keeps a Latin name's order in an Arabic line. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Issue 13: "Ask about this watch" by WhatsApp (the settings' number; hidden without one) and by
 * e-mail (the settings' address), the message written in the page's language with the watch's
 * name, reference and address, so the shop knows at once which watch it is.
 */
export function AskAboutWatch({ watch }: { watch: Pick<ListingDetailDto, "title" | "reference" | "slug"> }) {
  const { t, i18n } = useTranslation("storefront");
  const store = useStoreInfo();
  const isArabic = i18n.language === "ar";
  const field = (text: string) => (isArabic ? isolate(text) : text);
  const url = new URL(watchPath(watch.slug), `${store.siteUrl || "http://localhost"}/`).href;
  const values = { title: field(watch.title), reference: field(watch.reference ?? ""), url: field(url) };
  const message = t(watch.reference ? "watch.ask.message" : "watch.ask.messageNoReference", values);
  const subject = t("watch.ask.subject", values);
  const mailto = `mailto:${store.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`;
  const link = cn(buttonVariants({ variant: "outline", size: "lg" }), "min-w-0 gap-2");

  return (
    <section aria-labelledby="ask-title" className="grid gap-3">
      <div>
        <h2 id="ask-title" className="font-display text-lg font-medium">
          {t("watch.ask.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("watch.ask.text")}</p>
      </div>
      <div className={cn("grid gap-3", store.whatsapp && "grid-cols-2")}>
        {store.whatsapp && (
          <a
            className={link}
            href={`${whatsappUrl(store.whatsapp)}?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("watch.ask.whatsappLabel")}
          >
            <MessageCircleIcon aria-hidden="true" />
            <span className="truncate">{t("watch.ask.whatsapp")}</span>
          </a>
        )}
        <a className={link} href={mailto} aria-label={t("watch.ask.emailLabel")}>
          <MailIcon aria-hidden="true" />
          <span className="truncate">{t("watch.ask.email")}</span>
        </a>
      </div>
    </section>
  );
}
