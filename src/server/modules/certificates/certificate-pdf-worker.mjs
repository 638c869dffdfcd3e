// Draws a certificate's PDF from its plan (certificate-pdf.ts) in a worker thread: shaping Amiri's
// Arabic takes fontkit seconds of CPU, which the server's event loop must never spend (issue 31,
// decision 028). Plain JavaScript on purpose: it runs the same from source, in tests and compiled.
import { parentPort, workerData } from "node:worker_threads";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";

/** @param {import("./certificate-pdf").PdfPlan} plan */
async function draw(plan) {
  const qr = await QRCode.toBuffer(plan.qr.url, {
    type: "png",
    margin: 1,
    width: 360,
    errorCorrectionLevel: "M",
  });
  const doc = new PDFDocument({ size: "A4", margin: plan.margin, info: plan.info });
  for (const [name, path] of Object.entries(plan.fonts)) doc.registerFont(name, path);
  const chunks = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  for (const op of plan.ops) {
    if (op.kind === "frame")
      doc.rect(op.x, op.y, op.width, op.height).lineWidth(op.lineWidth).stroke(op.color);
    else if (op.kind === "rule")
      doc
        .moveTo(op.x, op.y)
        .lineTo(op.x + op.width, op.y)
        .lineWidth(0.5)
        .stroke(op.color);
    else if (op.kind === "qr") doc.image(qr, op.x, op.y, { width: op.width });
    else if (op.kind === "latin")
      doc
        .font(op.font)
        .fontSize(op.size)
        .fillColor(op.color)
        .text(op.text, op.x, op.y, {
          width: op.width,
          characterSpacing: op.characterSpacing ?? 0,
          ...(op.link ? { link: op.link, underline: true } : {}),
        });
    else {
      // One Arabic run, laid out whole (`features`: pdfkit's per-word cache would order Arabic
      // words left to right) and measured once, then placed against its right edge by hand.
      doc.font(op.font).fontSize(op.size).fillColor(op.color);
      const width = doc.widthOfString(op.text, { features: [] });
      doc.text(op.text, op.x + op.width - width, op.y, { lineBreak: false, features: [] });
    }
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

draw(workerData).then(
  (pdf) => parentPort?.postMessage({ pdf: new Uint8Array(pdf) }),
  (error) => parentPort?.postMessage({ error: String(error?.stack ?? error) }),
);
