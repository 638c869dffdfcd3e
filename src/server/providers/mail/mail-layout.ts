function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The HTML frame of every e-mail the shop sends: a title, paragraphs and one button. */
export function mailLayout(title: string, lines: string[], action: { label: string; url: string }): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:Georgia,serif;background:#f7f3ea;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;padding:32px;border:1px solid #e6dcc6">
<h1 style="font-weight:normal;color:#14110f">${escapeHtml(title)}</h1>${paragraphs}
<p><a href="${escapeHtml(action.url)}" style="background:#14110f;color:#f3e6c4;padding:12px 20px;text-decoration:none">
${escapeHtml(action.label)}</a></p><p style="color:#6b6358;font-size:13px">Mizan — Premium Watches</p></div></body></html>`;
}
