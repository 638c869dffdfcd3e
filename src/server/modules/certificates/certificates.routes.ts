import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import {
  certificateCodeParamSchema,
  inspectionInputSchema,
  inspectionListingParamSchema,
  inspectionPhotoParamSchema,
  normalizeCertificateCode,
  revokeCertificateSchema,
} from "../../../shared/certificates";
import { AppError } from "../../../shared/errors";
import { languageCookie, resolveLanguage } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import type { HeaderList } from "../../http/answer-headers";
import type { AdminEnv, AppEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { validate } from "../../http/validate";
import type { Storage } from "../../providers/storage/storage";
import { getOrderNumbers } from "../orders/order-numbers";
import type { CertificateKey } from "./certificate-key";
import { revokeCertificate, verifyCertificate } from "./certificates.service";
import { getAuthenticity, getInspectionPhoto, saveInspection } from "./inspections.service";
import { keptCertificatePdfs } from "./kept-certificate-pdfs";
import { verifyPage } from "./verify-page";

/**
 * The public side of the certificates (issue 31): /verify/<code> for anyone holding a certificate,
 * its PDF, and the shop's public key so anyone can check a signature without us.
 */
export function certificateRoutes(deps: {
  db: Db;
  key: CertificateKey;
  publicUrl: string;
  documentHeaders: HeaderList;
}) {
  const certificatePdf = keptCertificatePdfs(deps.db, deps.publicUrl);
  return new Hono<AppEnv>()
    .get("/.well-known/mizan-certificate-key", (c) =>
      c.text(deps.key.publicKeyPem, 200, {
        "Content-Type": "application/x-pem-file; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
        "X-Content-Type-Options": "nosniff",
      }),
    )
    .get("/verify/:code", async (c) => {
      for (const [name, value] of deps.documentHeaders) c.header(name, value);
      c.header("Cache-Control", "no-cache");
      c.header("Vary", "Accept-Language, Cookie");
      const language = resolveLanguage({
        query: c.req.query("lang"),
        cookie: getCookie(c, languageCookie),
        acceptLanguage: c.req.header("accept-language"),
      });
      // A code that cannot be one answers as an unknown one: no such certificate, 404.
      const code = normalizeCertificateCode(c.req.param("code"));
      const verification = code
        ? await verifyCertificate(deps.db, deps.key, code)
        : ({ state: "unknown" } as const);
      return c.html(
        verifyPage(code, verification, language, c.req.path),
        verification.state === "unknown" ? 404 : 200,
      );
    })
    .get("/certificates/:file{[^/]+\\.pdf}", async (c) => {
      const code = normalizeCertificateCode(c.req.param("file").slice(0, -4));
      const verification = code ? await verifyCertificate(deps.db, deps.key, code) : undefined;
      // Only a certificate that verifies and stands is printed: a revoked or altered one is not.
      if (verification?.state !== "valid")
        return c.json({ code: "NOT_FOUND", message: "No such certificate" }, 404, {
          "Cache-Control": "no-store",
        });
      const pdf = await certificatePdf(verification.facts);
      return c.body(new Uint8Array(pdf), 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="certificate-${verification.facts.code}.pdf"`,
        "Cache-Control": "private, no-cache",
        "X-Content-Type-Options": "nosniff",
      });
    });
}

const orderNumbersIn = (db: Db) => (ids: string[]) => getOrderNumbers(db, ids);

/** The back office's inspection of a listing's watch and its private photos (staff with listings). */
export function adminInspectionRoutes(deps: { db: Db; storage: Storage }) {
  return new Hono<AdminEnv>()
    .get("/:listingId", validate("param", inspectionListingParamSchema), async (c) =>
      c.json(await getAuthenticity(deps.db, c.req.valid("param").listingId, orderNumbersIn(deps.db))),
    )
    .put(
      "/:listingId",
      validate("param", inspectionListingParamSchema),
      validate("json", inspectionInputSchema),
      async (c) =>
        c.json(
          await saveInspection(deps.db, c.req.valid("param").listingId, c.req.valid("json"), c.var.user.id),
        ),
    )
    .get("/:listingId/photos/:mediaId", validate("param", inspectionPhotoParamSchema), async (c) => {
      const { listingId, mediaId } = c.req.valid("param");
      const image = await getInspectionPhoto(deps, listingId, mediaId);
      if (!image) throw new AppError("NOT_FOUND", "Not found");
      // Private to the staff: never kept by a shared cache, asked again after a sign-out.
      return c.body(new Uint8Array(image.body), 200, {
        "Content-Type": image.contentType,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      });
    });
}

/** Revoking a certificate (staff who may give money back: it undoes what the shop certified). */
export function adminCertificateRoutes(deps: { db: Db; trustProxy: ProxyTrust }) {
  return new Hono<AdminEnv>().post(
    "/:code/revoke",
    validate("param", certificateCodeParamSchema),
    validate("json", revokeCertificateSchema),
    async (c) => {
      await revokeCertificate(deps.db, c.req.valid("param").code, c.req.valid("json").reason, {
        userId: c.var.user.id,
        ip: clientIp(c, deps.trustProxy),
      });
      return c.json({ revoked: true });
    },
  );
}
