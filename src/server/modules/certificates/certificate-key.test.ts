import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import {
  certificateKeyFile,
  certificateKeyOf,
  parseCertificateKey,
  resolveCertificateKey,
} from "./certificate-key";

const newKey = () => certificateKeyOf(generateKeyPairSync("ed25519").privateKey);
const payload = JSON.stringify({ v: 1, code: "7K3M9QX2PD4H", serial: "••••1234", title: "Rolex Submariner" });

/** The same text with one byte changed at `index` (an ASCII byte, so the text stays valid). */
const changeByte = (text: string, index: number) => {
  const bytes = Buffer.from(text, "utf8");
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString("utf8");
};

describe("a certificate's Ed25519 signature", () => {
  const key = newKey();
  const signature = key.sign(payload);

  it("verifies the payload it was made for", () => {
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(key.verify(payload, signature)).toBe(true);
  });

  it("fails when any one byte of the payload changes", () => {
    const length = Buffer.byteLength(payload);
    for (const index of [0, 10, Math.floor(length / 2), length - 1])
      expect(key.verify(changeByte(payload, index), signature), `byte ${index}`).toBe(false);
  });

  it("fails when any one character of the signature changes, or it is cut or padded", () => {
    for (const index of [0, 40, 85]) {
      const changed = `${signature.slice(0, index)}${signature[index] === "A" ? "B" : "A"}${signature.slice(index + 1)}`;
      expect(key.verify(payload, changed), `character ${index}`).toBe(false);
    }
    expect(key.verify(payload, signature.slice(1))).toBe(false);
    expect(key.verify(payload, `${signature}=`)).toBe(false);
    expect(key.verify(payload, "")).toBe(false);
  });

  it("fails against another shop's key", () => {
    const other = newKey();
    expect(other.id).not.toBe(key.id);
    expect(other.verify(payload, signature)).toBe(false);
  });

  it("publishes a public key that checks the signature without the shop", async () => {
    const { createPublicKey, verify } = await import("node:crypto");
    const published = createPublicKey(key.publicKeyPem);
    expect(verify(null, Buffer.from(payload), published, Buffer.from(signature, "base64url"))).toBe(true);
    expect(key.publicKeyPem).not.toContain("PRIVATE");
  });
});

describe("CERTIFICATE_SIGNING_KEY", () => {
  const { privateKey } = generateKeyPairSync("ed25519");
  const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  const der = privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");

  it("takes PKCS#8 PEM, PEM on one line with \\n, and base64 DER, all as the same key", () => {
    const ids = [pem, pem.replaceAll("\n", "\\n"), der].map((value) => {
      const parsed = parseCertificateKey(value);
      if (typeof parsed === "string") throw new Error(parsed);
      return certificateKeyOf(parsed).id;
    });
    expect(new Set(ids).size).toBe(1);
  });

  it("stops the start with a message naming the variable for anything but an Ed25519 key", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 })
      .privateKey.export({ format: "pem", type: "pkcs8" })
      .toString();
    expect(() => loadConfig({ CERTIFICATE_SIGNING_KEY: rsa })).toThrow(
      /CERTIFICATE_SIGNING_KEY: must be an Ed25519 private key, not rsa/,
    );
    expect(() => loadConfig({ CERTIFICATE_SIGNING_KEY: "not a key" })).toThrow(
      /CERTIFICATE_SIGNING_KEY: must be an Ed25519 private key in PKCS#8/,
    );
    const config = loadConfig({ CERTIFICATE_SIGNING_KEY: der });
    expect(resolveCertificateKey(config).id).toBe(certificateKeyOf(privateKey).id);
  });

  it("without one, is made once in DATA_DIR, private to the server's user, and kept across starts", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "mizan-key-"));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveCertificateKey(config);
    const file = join(dataDir, certificateKeyFile);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toContain("BEGIN PRIVATE KEY");
    expect(resolveCertificateKey(config).id).toBe(first.id);
  });
});
