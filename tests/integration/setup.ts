import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, inject } from "vitest";
import { PrismaClient } from "@/lib/server/db/generated/client";
import { cloneDatabase, dropDatabase } from "./test-databases";

// Every test file gets a fresh, migrated database of its own, installed where lib/server/db/client.ts
// looks for the process's client, so route handlers and services under test use it.
const holder = globalThis as typeof globalThis & { sweepsDb?: PrismaClient };
const adminUrl = process.env.DATABASE_URL;

if (adminUrl) {
  const name = `sweeps_test_${randomUUID().replace(/-/g, "")}`;
  const url = await cloneDatabase(adminUrl, inject("templateDatabase"), name);
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  holder.sweepsDb = client;
  afterAll(async () => {
    await client.$disconnect();
    await dropDatabase(adminUrl, name);
  });
} else {
  const dump = new Blob([fs.readFileSync(inject("pgliteDumpPath"))]);
  const pglite = await PGlite.create({ loadDataDir: dump });
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  holder.sweepsDb = client;
  afterAll(async () => {
    await client.$disconnect();
    await pglite.close();
  });
}
