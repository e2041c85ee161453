// A fresh, migrated database for one benchmark: a scratch database on the PostgreSQL of DATABASE_URL (on this
// machine, dropped afterwards), or an in-memory PGlite.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { wrapPglite } from "../lib/server/db/infra/connection";
import { PrismaClient } from "../lib/server/db/generated/client";
import { applyMigrations } from "../lib/server/db/infra/migrations";
import { createMigratedPostgresTemplate, dropDatabase, withDatabase } from "../tests/integration/test-databases";

export type ScratchDatabase = { client: PrismaClient; label: string; close: () => Promise<void> };

export async function openScratchDatabase(name: string): Promise<ScratchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const database = `sweeps_bench_${name}_${process.pid}`;
    await createMigratedPostgresTemplate(adminUrl, database);
    const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: withDatabase(adminUrl, database) }) });
    return {
      client,
      label: "PostgreSQL",
      close: async () => (await client.$disconnect(), await dropDatabase(adminUrl, database)),
    };
  }
  const pglite = new PGlite("memory://");
  await applyMigrations(wrapPglite(pglite));
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return { client, label: "PGlite (embedded)", close: async () => (await client.$disconnect(), await pglite.close()) };
}
