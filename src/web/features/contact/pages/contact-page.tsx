import MailIcon from "lucide-react/icons/mail";
import MessageCircleIcon from "lucide-react/icons/message-circle";
import PhoneIcon from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { telUrl, whatsappUrl } from "../../../../shared/store-settings";
import { SitePageLayout } from "../../../components/site-page/site-page-layout";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useStoreInfo } from "../../../lib/site";
import { ContactForm } from "../components/contact-form";

/** One way to reach the shop; the icon sits in the term so the list stays a plain dt/dd list. */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 ps-14">
      <dt className="text-xs font-semibold uppercase tracking-[0.16em] text-muted-foreground">
        <span
          aria-hidden="true"
          className="absolute start-0 top-0 flex size-10 items-center justify-center rounded-full border border-gold/40 text-gold-dark"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

const detailLinkClass =
  "rounded-xs font-medium text-foreground underline-offset-4 outline-none hover:text-gold-dark hover:underline focus-visible:ring-2 focus-visible:ring-gold";

/**
 * Issue 13: the contact page — the shop's e-mail, phone and WhatsApp from the settings (a number
 * not set is not shown) beside the contact form, whose messages land in the admin inbox.
 */
export function ContactPage() {
  const { t } = useTranslation("pages");
  const store = useStoreInfo();
  const iconClass = "size-4";
  return (
    <SitePageLayout eyebrow={t("contact.eyebrow")} title={t("contact.title")} intro={t("contact.intro")}>
      <title>{t("meta.pageTitle", { ns: "common", page: t("contact.title") })}</title>
      <meta name="description" content={t("contact.description")} />
      <div className="grid gap-12 xl:grid-cols-[minmax(0,1fr)_17rem] xl:gap-14">
        <section aria-labelledby="contact-details-title" className="xl:order-last">
          <h2 id="contact-details-title" className="font-display text-2xl font-medium tracking-tight">
            {t("contact.detailsTitle")}
          </h2>
          <dl className="mt-6 grid gap-6">
            <Detail icon={<MailIcon className={iconClass} aria-hidden="true" />} label={t("contact.email")}>
              <a href={`mailto:${store.contactEmail}`} dir="ltr" className={detailLinkClass}>
                {store.contactEmail}
              </a>
            </Detail>
            {store.contactPhone && (
              <Detail
                icon={<PhoneIcon className={iconClass} aria-hidden="true" />}
                label={t("contact.phone")}
              >
                <a href={telUrl(store.contactPhone)} dir="ltr" className={detailLinkClass}>
                  {store.contactPhone}
                </a>
              </Detail>
            )}
            {store.whatsapp && (
              <Detail
                icon={<MessageCircleIcon className={iconClass} aria-hidden="true" />}
                label={t("contact.whatsapp")}
              >
                <a
                  href={whatsappUrl(store.whatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={detailLinkClass}
                >
                  {t("contact.whatsappAction")}
                </a>
                <span className="block text-sm text-muted-foreground" dir="ltr">
                  <bdi>{store.whatsapp}</bdi>
                </span>
              </Detail>
            )}
          </dl>
          <p className="mt-8 text-sm text-muted-foreground">
            <Trans
              t={t}
              i18nKey="contact.helpHint"
              components={{
                help: <Link to="/help" className="text-gold-dark underline underline-offset-4" />,
              }}
            />
          </p>
        </section>
        <section aria-labelledby="contact-form-title" className="min-w-0">
          <h2 id="contact-form-title" className="font-display text-2xl font-medium tracking-tight">
            {t("contact.formTitle")}
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </SitePageLayout>
  );
}
