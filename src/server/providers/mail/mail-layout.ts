import { directionOf, type Language } from "../../../shared/i18n";
import type { MailKind } from "../../../shared/outbox-schemas";
import type { MailMessage } from "./mail";
import { mailTexts } from "./mail-texts";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** What one e-mail says; both its parts are made from it, so they never say different things. */
export interface MailContent {
  to: string;
  /** What the mail is for, kept with it in the outbox (verify-email, order-shipped, ...). */
  kind: MailKind;
  language: Language;
  subject: string;
  title: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** A block under the paragraphs (an order's lines): its HTML, already escaped, and its text. */
  details?: { html: string; text: string };
  /** A quieter line under the button (how long the link works, what to do if it was not you). */
  note?: string;
  /** Quiet links at the foot of the mail: an alert's unsubscribe and its manage page (issue 30). */
  footerLinks?: { label: string; url: string }[];
  /** Headers of the message's own (List-Unsubscribe). */
  headers?: Record<string, string>;
}

const colors = {
  page: "#f7f3ea",
  card: "#ffffff",
  rule: "#e6dcc6",
  ink: "#14110f",
  muted: "#6b6358",
  gold: "#f3e6c4",
};

/**
 * The one frame of every e-mail the shop sends: the shop's name, a title, paragraphs, an optional
 * block and one button, in a single column. Mail clients ignore style sheets and Outlook ignores
 * most of CSS, so the frame is tables with inline styles only; the reader's language sets `lang`,
 * `dir` and the alignment. Every value is escaped here, except `details.html`, escaped by its maker.
 */
function htmlPart(content: MailContent): string {
  const { language, action } = content;
  const words = mailTexts(language).layout;
  const dir = directionOf(language);
  const align = dir === "rtl" ? "right" : "left";
  const font = language === "ar" ? "Tahoma,Arial,sans-serif" : "Georgia,'Times New Roman',serif";
  const ink = `font-family:${font};color:${colors.ink};text-align:${align}`;
  const text = `${ink};font-size:16px;line-height:1.6`;
  const small = `font-family:${font};color:${colors.muted};font-size:13px;line-height:1.5;text-align:${align}`;
  const paragraphs = content.paragraphs
    .map((line) => `<p style="margin:0 0 16px;${text}">${escapeHtml(line)}</p>`)
    .join("\n");
  const url = escapeHtml(action.url);
  const note = content.note ? `<p style="margin:16px 0 0;${small}">${escapeHtml(content.note)}</p>` : "";
  const footerLinks = (content.footerLinks ?? [])
    .map(
      (link) =>
        `<a href="${escapeHtml(link.url)}" style="color:${colors.muted}">${escapeHtml(link.label)}</a>`,
    )
    .join(" · ");
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colors.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:560px;background:${colors.card};border:1px solid ${colors.rule}">
<tr><td style="padding:20px 32px;background:${colors.ink};font-family:${font};color:${colors.gold};font-size:22px;letter-spacing:2px;text-align:${align}">${escapeHtml(words.shopName)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-weight:normal;font-size:26px;line-height:1.3;${ink}">${escapeHtml(content.title)}</h1>
${paragraphs}
${content.details ? `<div style="${text}">${content.details.html}</div>` : ""}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr><td style="background:${colors.ink}">
<a href="${url}" style="display:inline-block;padding:14px 24px;font-family:${font};font-size:16px;color:${colors.gold};text-decoration:none">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0;${small}">${escapeHtml(words.linkFallback)}<br><a href="${url}" dir="ltr" style="color:${colors.ink};word-break:break-all">${url}</a></p>
${note}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${colors.rule};${small}">${escapeHtml(`${words.shopName} · ${words.tagline}`)}${footerLinks ? `<br>${footerLinks}` : ""}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** The same content as plain text, for clients that show no HTML (and for the outbox's readers). */
function textPart(content: MailContent): string {
  const words = mailTexts(content.language).layout;
  return [
    content.title,
    ...content.paragraphs,
    ...(content.details ? [content.details.text] : []),
    `${content.action.label}:\n${content.action.url}`,
    ...(content.note ? [content.note] : []),
    `--\n${words.shopName} · ${words.tagline}`,
    ...(content.footerLinks ?? []).map((link) => `${link.label}:\n${link.url}`),
  ].join("\n\n");
}

/** One e-mail with its HTML and its text part, in the recipient's language. */
export function composeMail(content: MailContent): MailMessage {
  return {
    to: content.to,
    kind: content.kind,
    subject: content.subject,
    text: textPart(content),
    html: htmlPart(content),
    ...(content.headers ? { headers: content.headers } : {}),
  };
}
