import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabase } from "./template-db";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** Migrates once per run; every test file then starts from a copy (ARCHITECTURE.md, Testing). */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.MIZAN_TEST_DRIVER === "postgres" && postgresUrl) {
    const name = `mizan_template_${process.pid}`;
    await buildPostgresTemplate(postgresUrl, name);
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return () => dropPostgresDatabase(postgresUrl, name);
  }
  const dir = mkdtempSync(join(tmpdir(), "mizan-template-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
