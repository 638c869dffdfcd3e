import { directionOf, type Language } from "../../../shared/i18n";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The HTML frame of every e-mail the shop sends: a title, paragraphs, an optional block of rows
 * (already escaped HTML, e.g. an order's lines) and one button, in the reader's language and direction.
 */
export function mailLayout(
  title: string,
  lines: string[],
  action: { label: string; url: string },
  options: { language?: Language; blockHtml?: string; footer?: string } = {},
): string {
  const language = options.language ?? "en";
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  const footer = options.footer ?? (language === "ar" ? "ميزان — ساعات فاخرة" : "Mizan — Premium Watches");
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><body style="font-family:Georgia,serif;background:#f7f3ea;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:32px;border:1px solid #e6dcc6">
<h1 style="font-weight:normal;color:#14110f">${escapeHtml(title)}</h1>${paragraphs}${options.blockHtml ?? ""}
<p><a href="${escapeHtml(action.url)}" style="background:#14110f;color:#f3e6c4;padding:12px 20px;text-decoration:none">
${escapeHtml(action.label)}</a></p><p style="color:#6b6358;font-size:13px">${escapeHtml(footer)}</p></div></body></html>`;
}
