import type { OrderCertificateDto } from "../../../shared/certificates";
import { fillIn, type Language } from "../../../shared/i18n";
import { escapeHtml } from "../../providers/mail/mail-layout";
import { certificateWords } from "./certified-words";

/**
 * The confirmation mail's links to the certificates a payment issued (issue 31): each PDF, whose
 * code is the only key it needs (decision 028). Empty when the order has none.
 */
export function certificateMailBlock(
  certificates: readonly OrderCertificateDto[] | undefined,
  language: Language,
  publicUrl: string,
): { html: string; text: string } {
  const live = (certificates ?? []).filter((certificate) => !certificate.revoked);
  if (live.length === 0) return { html: "", text: "" };
  const words = certificateWords[language].mail;
  const links = live.map((certificate) => ({
    label: fillIn(words.download, { title: certificate.title }),
    url: `${publicUrl}${certificate.pdfPath}`,
  }));
  return {
    html: `<p style="margin:16px 0 8px">${escapeHtml(words.intro)}</p><ul style="margin:0 0 16px;padding-inline-start:20px">${links
      .map(
        (link) =>
          `<li><a href="${escapeHtml(link.url)}" style="color:#14110f">${escapeHtml(link.label)}</a></li>`,
      )
      .join("")}</ul>`,
    text: [words.intro, ...links.map((link) => `${link.label}:\n${link.url}`)].join("\n\n"),
  };
}
