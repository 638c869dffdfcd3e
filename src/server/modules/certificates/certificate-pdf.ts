import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { type CertifiedFacts, certificatePaths, inspectionChecks } from "../../../shared/certificates";
import { certificateWords, certifiedDate, checkResult } from "./certified-words";

const resolve = createRequire(import.meta.url).resolve;
/**
 * Amiri, which the web app already ships, in the WOFF that pdfkit's fontkit reads and shapes
 * (joined letters, right to left) when a run is laid out whole (decision 028). Its Arabic subset
 * has no Latin letters, digits or ASCII punctuation: those go in Helvetica runs of their own.
 */
const fonts = {
  arabic: resolve("@fontsource/amiri/files/amiri-arabic-400-normal.woff"),
  "arabic-bold": resolve("@fontsource/amiri/files/amiri-arabic-700-normal.woff"),
};
const workerFile = new URL("./certificate-pdf-worker.mjs", import.meta.url);

type Color = string;
type TextFont = "Helvetica" | "Helvetica-Bold" | "Times-Roman" | keyof typeof fonts;

/** What the worker draws, in order: every position decided here, so the worker only draws. */
export type PdfOp =
  | { kind: "frame"; x: number; y: number; width: number; height: number; lineWidth: number; color: Color }
  | { kind: "rule"; x: number; y: number; width: number; color: Color }
  | { kind: "qr"; x: number; y: number; width: number }
  | {
      kind: "latin";
      text: string;
      x: number;
      y: number;
      width: number;
      font: TextFont;
      size: number;
      color: Color;
      characterSpacing?: number;
      link?: string;
    }
  /** Right-aligned within x…x+width, in one direction-consistent Arabic run (no Latin inside). */
  | {
      kind: "arabic";
      text: string;
      x: number;
      y: number;
      width: number;
      font: keyof typeof fonts;
      size: number;
      color: Color;
    };

export interface PdfPlan {
  margin: number;
  info: { Title: string; Author: string; Subject: string };
  fonts: Record<string, string>;
  qr: { url: string };
  ops: PdfOp[];
}

const colors = { ink: "#14110f", muted: "#6b6258", gold: "#a27b2c", rule: "#d8cfbf" } as const;
const page = { width: 595.28, height: 841.89, margin: 48 } as const;
const inner = page.width - page.margin * 2;
const left = page.margin;
const column = { en: 150, value: 190 } as const;
const arabicX = left + column.en + column.value;
const arabicWidth = inner - column.en - column.value;

/**
 * The buyer's certificate, every fact in English and in Arabic, a QR code to /verify/<code> and
 * the key that signed it, as a plan of drawing steps. Latin values and Arabic words are separate
 * runs, never mixed in one: pdfkit shapes a run in one direction, so a reference inside Arabic
 * would read backwards.
 */
export function certificatePdfPlan(facts: CertifiedFacts, publicUrl: string): PdfPlan {
  const en = certificateWords.en;
  const ar = certificateWords.ar;
  const verifyUrl = `${publicUrl}${certificatePaths.verify(facts.code)}`;
  const ops: PdfOp[] = [];
  const latin = (
    text: string,
    x: number,
    y: number,
    width: number,
    font: TextFont,
    size: number,
    color: Color = colors.ink,
  ) => ops.push({ kind: "latin", text, x, y, width, font, size, color });
  const arabic = (
    text: string,
    y: number,
    size: number,
    bold = false,
    x: number = left,
    width: number = inner,
  ) =>
    ops.push({
      kind: "arabic",
      text,
      x,
      y,
      width,
      font: bold ? "arabic-bold" : "arabic",
      size,
      color: colors.ink,
    });

  ops.push({
    kind: "frame",
    x: page.margin - 12,
    y: page.margin - 12,
    width: inner + 24,
    height: page.height - 2 * (page.margin - 12),
    lineWidth: 1.5,
    color: colors.gold,
  });
  ops.push({
    kind: "latin",
    text: facts.shop.toUpperCase(),
    x: left,
    y: 60,
    width: 200,
    font: "Helvetica-Bold",
    size: 11,
    color: colors.gold,
    characterSpacing: 3,
  });
  arabic(ar.shopName, 52, 16, true);
  latin(en.title, left, 92, 300, "Times-Roman", 26);
  arabic(ar.title, 86, 26, true);
  latin(facts.title, left, 132, inner, "Helvetica", 10, colors.muted);

  let y = 168;
  /** One line of the table: the English label, the value (Latin), the Arabic label at the right. */
  const row = (enLabel: string, arLabel: string, value: string, arValue?: string) => {
    ops.push({ kind: "rule", x: left, y: y - 6, width: inner, color: colors.rule });
    latin(enLabel, left, y, column.en - 8, "Helvetica", 9, colors.muted);
    latin(value, left + column.en, y, column.value - 8, "Helvetica-Bold", 10);
    if (arValue) arabic(arValue, y - 4, 11, true, left + column.en, column.value - 8);
    arabic(arLabel, y - 4, 11, false, arabicX, arabicWidth);
    y += 26;
  };
  const stated = (value: string | number | null) => (value === null || value === "" ? "—" : String(value));
  const factRows: [keyof typeof en.fields, string][] = [
    ["brand", stated(facts.brand)],
    ["model", stated(facts.model)],
    ["reference", stated(facts.reference)],
    ["serial", facts.serial],
    ["year", stated(facts.year)],
    ["inspectedOn", certifiedDate(facts.inspectedAt, "en")],
    ["soldOn", certifiedDate(facts.orderDate, "en")],
    ["issuedOn", certifiedDate(facts.issuedAt, "en")],
    ["code", facts.code],
    ["shop", facts.shop],
  ];
  for (const [field, value] of factRows) row(en.fields[field], ar.fields[field], value);

  y += 10;
  latin(en.fields.inspection, left, y, 300, "Times-Roman", 15);
  arabic(ar.fields.inspection, y - 6, 16, true);
  y += 30;
  for (const check of inspectionChecks) {
    const result = facts.checks[check];
    row(en.checks[check], ar.checks[check], checkResult(result, "en").text, checkResult(result, "ar").word);
  }

  y += 16;
  ops.push({ kind: "qr", x: left, y, width: 120 });
  const textX = left + 136;
  const textWidth = inner - 136;
  latin(en.pdf.verifyAt, textX, y, textWidth, "Helvetica", 9);
  arabic(ar.pdf.verifyAt, y + 26, 11, false, textX, textWidth);
  ops.push({
    kind: "latin",
    text: verifyUrl,
    x: textX,
    y: y + 58,
    width: textWidth,
    font: "Helvetica-Bold",
    size: 10,
    color: colors.gold,
    link: verifyUrl,
  });
  latin(
    `${en.pdf.signed} ${en.pdf.key}: ${facts.key}`,
    textX,
    y + 84,
    textWidth,
    "Helvetica",
    8,
    colors.muted,
  );
  arabic(ar.pdf.signed, y + 96, 10, false, textX, textWidth);

  return {
    margin: page.margin,
    info: { Title: `${en.title} ${facts.code}`, Author: facts.shop, Subject: facts.title },
    fonts,
    qr: { url: verifyUrl },
    ops,
  };
}

/** The certificate's PDF, drawn in a worker thread (certificate-pdf-worker.mjs). */
export function renderCertificatePdf(facts: CertifiedFacts, publicUrl: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    const worker = new Worker(workerFile, { workerData: certificatePdfPlan(facts, publicUrl), execArgv: [] });
    worker.once("message", (answer: { pdf?: Uint8Array; error?: string }) => {
      if (answer.pdf) done(Buffer.from(answer.pdf));
      else fail(new Error(`certificate PDF: ${answer.error}`));
    });
    worker.once("error", fail);
    worker.once("exit", (code) => {
      if (code !== 0) fail(new Error(`certificate PDF worker exited with ${code}`));
    });
  });
}
