import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where a shop without CERTIFICATE_SIGNING_KEY keeps the key it made itself (the backup holds it). */
export const certificateKeyFile = "certificate-key.pem";

/**
 * CERTIFICATE_SIGNING_KEY as an Ed25519 private key: PKCS#8 PEM (its newlines as typed, or as
 * `\n` in a one-line variable) or the base64 of its DER. Answers what is wrong in words otherwise.
 */
export function parseCertificateKey(value: string): KeyObject | string {
  const pem = value.includes("-----BEGIN") ? value.replaceAll("\\n", "\n") : undefined;
  let key: KeyObject;
  try {
    key = pem
      ? createPrivateKey({ key: pem, format: "pem" })
      : createPrivateKey({ key: Buffer.from(value, "base64"), format: "der", type: "pkcs8" });
  } catch {
    return "must be an Ed25519 private key in PKCS#8, as PEM or base64 (openssl genpkey -algorithm ed25519)";
  }
  return key.asymmetricKeyType === "ed25519"
    ? key
    : `must be an Ed25519 private key, not ${key.asymmetricKeyType ?? "an unknown kind of key"}`;
}

/** The shop's signing key, its public half and the public key's short id. */
export interface CertificateKey {
  /** The first 16 characters of the SHA-256 of the raw public key, base64url: printed on certificates. */
  id: string;
  /** The public key as PEM (SubjectPublicKeyInfo), as /.well-known/mizan-certificate-key serves it. */
  publicKeyPem: string;
  sign(payload: string): string;
  verify(payload: string, signature: string): boolean;
}

/** Signs with `privateKey` (Ed25519, so no digest is named) and checks against its public half. */
export function certificateKeyOf(privateKey: KeyObject): CertificateKey {
  const publicKey = createPublicKey(privateKey);
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-32);
  return {
    id: createHash("sha256").update(raw).digest("base64url").slice(0, 16),
    publicKeyPem: publicKey.export({ format: "pem", type: "spki" }).toString(),
    sign: (payload) => sign(null, Buffer.from(payload, "utf8"), privateKey).toString("base64url"),
    verify: (payload, signature) => verifySignature(publicKey, payload, signature),
  };
}

/** Whether `signature` (base64url) is `publicKey`'s over the payload's UTF-8 bytes; never throws. */
export function verifySignature(publicKey: KeyObject, payload: string, signature: string): boolean {
  const bytes = Buffer.from(signature, "base64url");
  // Only the one spelling of the 64 bytes: base64url's last character carries 2 unused bits, and a
  // stored signature changed there must not still pass.
  if (bytes.length !== 64 || bytes.toString("base64url") !== signature) return false;
  try {
    return verify(null, Buffer.from(payload, "utf8"), publicKey, bytes);
  } catch {
    return false;
  }
}

/**
 * CERTIFICATE_SIGNING_KEY when set; otherwise a key made once and kept in the data directory, as
 * the generated auth secret is (auth-secret.ts), so certificates stay verifiable across restarts
 * and a backup restores the key with the database that holds its signatures.
 */
export function resolveCertificateKey(config: {
  dataDir: string;
  certificates: { signingKey: KeyObject | undefined };
}): CertificateKey {
  if (config.certificates.signingKey) return certificateKeyOf(config.certificates.signingKey);
  const file = join(config.dataDir, certificateKeyFile);
  try {
    return certificateKeyOf(createPrivateKey(readFileSync(file, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    mkdirSync(config.dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync("ed25519");
    try {
      writeFileSync(file, privateKey.export({ format: "pem", type: "pkcs8" }), { mode: 0o600, flag: "wx" });
    } catch (raced) {
      // Another instance on this data directory wrote it first: every instance signs with that one.
      if ((raced as NodeJS.ErrnoException).code !== "EEXIST") throw raced;
    }
    return certificateKeyOf(createPrivateKey(readFileSync(file, "utf8")));
  }
}
