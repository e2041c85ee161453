import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createMigratedPgliteDump, createMigratedPostgresTemplate, dropDatabase } from "./test-databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database that each test file clones. */
    templateDatabase: string;
    /** Embedded: a dump of a migrated PGlite that each test file loads. */
    pgliteDumpPath: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `sweeps_test_template_${process.pid}`;
    await createMigratedPostgresTemplate(adminUrl, template);
    project.provide("templateDatabase", template);
    project.provide("pgliteDumpPath", "");
    return () => dropDatabase(adminUrl, template);
  }
  const dumpPath = path.resolve(`.test-output/pglite-template-${process.pid}.tar`);
  fs.mkdirSync(path.dirname(dumpPath), { recursive: true });
  fs.writeFileSync(dumpPath, Buffer.from(await (await createMigratedPgliteDump()).arrayBuffer()));
  project.provide("templateDatabase", "");
  project.provide("pgliteDumpPath", dumpPath);
  return () => fs.rmSync(dumpPath, { force: true });
}
