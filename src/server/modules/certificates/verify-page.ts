import {
  type CertificateVerification,
  type CertifiedFacts,
  certificatePaths,
  inspectionChecks,
} from "../../../shared/certificates";
import { directionOf, fillIn, type Language } from "../../../shared/i18n";
import { escapeHtml } from "../../providers/mail/mail-layout";
import { certificateWords, certifiedDate, checkResult } from "./certified-words";

const palette = { ink: "#14110f", paper: "#f7f3ea", gold: "#a27b2c", muted: "#6b6258", rule: "#e4dccd" };

/**
 * The shop's name in the reader's language. The certificate signs the name the shop issued it under
 * (its English name, certificates.service.ts); the page words it as the shop names itself in the
 * reader's language, as the storefront does. A name the shop no longer carries is shown as signed.
 */
function shopNameIn(signed: string, language: Language): string {
  return signed === certificateWords.en.shopName ? certificateWords[language].shopName : signed;
}

/** A value written left to right inside either language (references, codes, serials, years). */
const ltr = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;

function factRows(facts: CertifiedFacts, language: Language): string {
  const words = certificateWords[language];
  const notStated = escapeHtml(words.verify.notStated);
  const value = (v: string | number | null) => (v === null || v === "" ? notStated : ltr(String(v)));
  const rows: [string, string][] = [
    [words.fields.watch, `<bdi>${escapeHtml(facts.title)}</bdi>`],
    [words.fields.brand, value(facts.brand)],
    [words.fields.model, value(facts.model)],
    [words.fields.reference, value(facts.reference)],
    [words.fields.serial, ltr(facts.serial)],
    [words.fields.year, value(facts.year)],
    [words.fields.inspectedOn, escapeHtml(certifiedDate(facts.inspectedAt, language))],
    [words.fields.soldOn, escapeHtml(certifiedDate(facts.orderDate, language))],
    [words.fields.issuedOn, escapeHtml(certifiedDate(facts.issuedAt, language))],
    [words.fields.code, ltr(facts.code)],
    [words.fields.shop, `<bdi>${escapeHtml(shopNameIn(facts.shop, language))}</bdi>`],
  ];
  const checks = inspectionChecks.map((check): [string, string] => {
    const result = checkResult(facts.checks[check], language);
    const mark = facts.checks[check].passed ? "✓" : "✗";
    return [
      words.checks[check],
      `<span aria-hidden="true">${mark}</span> ${escapeHtml(result.word)}${result.rateValue ? ` · ${fillIn(escapeHtml(words.rate), { rate: ltr(result.rateValue) })}` : ""}`,
    ];
  });
  const list = (items: [string, string][]) =>
    `<dl>${items.map(([term, detail]) => `<div class="row"><dt>${escapeHtml(term)}</dt><dd>${detail}</dd></div>`).join("")}</dl>`;
  return `${list(rows)}<h2>${escapeHtml(words.fields.inspection)}</h2>${list(checks)}`;
}

/**
 * /verify/<code>: a page of its own, rendered here without the storefront's scripts (issue 27: it
 * adds no JavaScript), in the reader's language and direction, readable on a phone.
 */
export function verifyPage(
  code: string | undefined,
  verification: CertificateVerification,
  language: Language,
  /** The address asked for, which the other language's link repeats (an unknown code's too). */
  path: string,
): string {
  const words = certificateWords[language];
  const v = words.verify;
  let status: string;
  let body = "";
  switch (verification.state) {
    case "valid":
      status = `<p class="status valid" role="status">${escapeHtml(fillIn(v.valid, { shop: shopNameIn(verification.facts.shop, language), date: certifiedDate(verification.facts.issuedAt, language) }))}</p>`;
      body = factRows(verification.facts, language);
      break;
    case "revoked":
      status = `<div class="status revoked" role="alert"><p>${escapeHtml(fillIn(v.revoked, { date: certifiedDate(verification.revokedAt, language) }))}</p><p>${fillIn(escapeHtml(v.revokedReason), { reason: `<bdi>${escapeHtml(verification.reason)}</bdi>` })}</p></div>`;
      body = factRows(verification.facts, language);
      break;
    case "unverifiable":
      status = `<div class="status revoked" role="alert"><p><strong>${escapeHtml(v.unverifiableTitle)}</strong></p><p>${escapeHtml(v.unverifiable)}</p></div>`;
      break;
    case "unknown":
      status = `<div class="status unknown"><p><strong>${escapeHtml(v.unknownTitle)}</strong></p><p>${escapeHtml(v.unknown)}</p></div>`;
      break;
  }
  const heading = verification.state === "unknown" ? escapeHtml(v.unknownTitle) : escapeHtml(words.title);
  const title = code ? fillIn(v.pageTitle, { code }) : v.unknownTitle;
  const other: Language = language === "ar" ? "en" : "ar";
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(words.shopName)}</title>
<style>
body{margin:0;background:${palette.paper};color:${palette.ink};font:16px/1.5 system-ui,-apple-system,"Segoe UI","Noto Naskh Arabic",Tahoma,sans-serif}
main{max-width:640px;margin:0 auto;padding:24px 16px 48px}
header{display:flex;justify-content:space-between;align-items:center;gap:12px;margin-bottom:20px}
.brand{font-weight:700;letter-spacing:.2em;color:${palette.gold};text-decoration:none}
.eyebrow{margin:0;color:${palette.gold};font-size:12px;letter-spacing:.2em;text-transform:uppercase}
h1{font-family:Georgia,"Amiri",serif;font-weight:400;font-size:28px;margin:4px 0 16px}
h2{font-family:Georgia,"Amiri",serif;font-weight:400;font-size:20px;margin:28px 0 8px}
.card{background:#fff;border:1px solid ${palette.rule};padding:20px 16px}
.status{margin:0 0 16px;padding:12px 14px;border-inline-start:4px solid}
.status p{margin:0 0 4px}
.valid{border-color:#2f7d4f;background:#eef7f1}
.revoked{border-color:#b42318;background:#fdf0ee}
.unknown{border-color:${palette.muted};background:#f4f1ec}
dl{margin:0}
.row{display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 16px;padding:10px 0;border-bottom:1px solid ${palette.rule}}
dt{color:${palette.muted}}
dd{margin:0;font-weight:600;text-align:end;overflow-wrap:anywhere}
footer{margin-top:20px;font-size:14px;display:flex;flex-wrap:wrap;gap:8px 20px}
a{color:${palette.ink}}
</style></head>
<body><main>
<header><a class="brand" href="/?lang=${language}">${escapeHtml(words.shopName)}</a><a href="${escapeHtml(path)}?lang=${other}" lang="${other}">${other === "ar" ? "العربية" : "English"}</a></header>
<p class="eyebrow">${escapeHtml(v.eyebrow)}</p>
<h1>${heading}${code && verification.state !== "unknown" ? ` ${ltr(code)}` : ""}</h1>
<div class="card">${status}${body}</div>
<footer><a href="/?lang=${language}">${escapeHtml(v.backToShop)}</a><a href="${certificatePaths.publicKey}">${escapeHtml(v.publicKey)}</a></footer>
</main></body></html>`;
}
