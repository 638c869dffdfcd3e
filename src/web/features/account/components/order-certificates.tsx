import DownloadIcon from "lucide-react/icons/download";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import type { OrderCertificateDto } from "../../../../shared/certificates";
import arCertificates from "../../../../shared/locales/ar/certificates.json";
import enCertificates from "../../../../shared/locales/en/certificates.json";
import { SectionCard } from "../../../components/ui/section-card";
import { i18n } from "../../../i18n/i18n";
import { useTranslation } from "../../../i18n/use-translation";

// The certificates' words come with the order page, which shoppers reach signed in: never on the storefront.
i18n.addResourceBundle("en", "certificates", enCertificates);
i18n.addResourceBundle("ar", "certificates", arCertificates);

/** Issue 31: the certificate of authenticity of each watch of the order: its PDF and its public check. */
export function OrderCertificates({ certificates }: { certificates: OrderCertificateDto[] }) {
  const { t } = useTranslation("certificates");
  return (
    <SectionCard icon={<ShieldCheckIcon aria-hidden="true" />} title={t("account.title")}>
      <ul className="grid gap-4 text-sm" data-testid="order-certificates">
        {certificates.map((certificate) => (
          <li key={certificate.code} className="grid gap-1.5">
            {certificate.revoked ? (
              <p>
                <bdi>{certificate.title}</bdi> —{" "}
                <span className="text-destructive">{t("account.revoked")}</span>
              </p>
            ) : (
              <a
                href={certificate.pdfPath}
                download
                className="inline-flex items-center gap-1.5 font-medium text-gold-dark underline-offset-4 hover:underline"
              >
                <DownloadIcon className="size-3.5" aria-hidden="true" />
                {t("account.download", { title: certificate.title })}
              </a>
            )}
            <a
              href={certificate.verifyPath}
              className="text-muted-foreground underline-offset-4 hover:underline"
            >
              {t("account.verify")} · <bdi dir="ltr">{certificate.code}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
