import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read. */
const argon2id = 2 as Algorithm;

/** OWASP's minimum for Argon2id: m = 19 MiB, t = 2, p = 1 (ARCHITECTURE.md, Stack: passwords). */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword({ hash: encoded, password }: { hash: string; password: string }) {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}
