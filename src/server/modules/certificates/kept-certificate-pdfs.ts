import { and, eq, isNull } from "drizzle-orm";
import type { CertifiedFacts } from "../../../shared/certificates";
import type { Db } from "../../db/client";
import { renderCertificatePdf } from "./certificate-pdf";
import { certificates } from "./certificates.schema";

/**
 * A certificate's PDF, drawn at its first download and kept in its row: drawing one (shaping the
 * Arabic in Amiri) takes seconds of a core, and the facts it prints never change. Downloads of
 * the same certificate at once wait for one drawing.
 */
export function keptCertificatePdfs(db: Db, publicUrl: string) {
  const drawing = new Map<string, Promise<Uint8Array>>();
  return async function certificatePdf(facts: CertifiedFacts): Promise<Uint8Array> {
    const [kept] = await db
      .select({ pdf: certificates.pdf })
      .from(certificates)
      .where(eq(certificates.code, facts.code));
    if (kept?.pdf) return kept.pdf;
    const pending =
      drawing.get(facts.code) ??
      renderCertificatePdf(facts, publicUrl)
        .then(async (pdf) => {
          await db
            .update(certificates)
            .set({ pdf })
            .where(and(eq(certificates.code, facts.code), isNull(certificates.pdf)));
          return new Uint8Array(pdf);
        })
        .finally(() => drawing.delete(facts.code));
    drawing.set(facts.code, pending);
    return pending;
  };
}
