// The benchmark's database on the PostgreSQL of DATABASE_URL (on this machine): the ten-season society of
// bench/results-society.ts (handicap histories written by the close-event service, event by event) and the
// platform of ./platform.ts, seeded once into a template database named after a hash of the generators and the
// migrations, then cloned for each run (CREATE DATABASE … TEMPLATE), so a second run does not wait for the seed.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { setMemberPasswords, seedPlatform } from "./platform";
import { seedResultsSociety } from "../results-society";
import { openPostgres } from "../../lib/server/db/connection";
import { PrismaClient } from "../../lib/server/db/generated/client";
import { cloneDatabase, createMigratedPostgresTemplate, dropDatabase, withDatabase } from "../../tests/integration/test-databases";

export type BenchDatabase = {
  url: string;
  /** How long seeding the template took, in seconds (kept on the template, so a reused one still says). */
  seedSeconds: number;
  reused: boolean;
  drop: () => Promise<void>;
};

const here = path.dirname(new URL(import.meta.url).pathname);

function generatorHash(): string {
  const hash = createHash("sha256");
  for (const file of [path.join(here, "../results-society.ts"), path.join(here, "platform.ts")]) hash.update(fs.readFileSync(file));
  hash.update(fs.readdirSync(path.resolve("prisma/migrations")).sort().join("\n"));
  return hash.digest("hex").slice(0, 12);
}

/** The seconds the template took to seed, from its comment; null when there is no such template. */
async function templateSeedSeconds(adminUrl: string, name: string): Promise<number | null> {
  const admin = await openPostgres(adminUrl);
  try {
    const [row] = await admin.query<{ comment: string | null }>(`SELECT shobj_description(oid, 'pg_database') AS "comment" FROM pg_database WHERE datname = $1`, [name]);
    return row ? Number(row.comment) : null;
  } finally {
    await admin.close();
  }
}

async function seedTemplate(adminUrl: string, template: string): Promise<number> {
  const seeding = `${template}_seeding`;
  await createMigratedPostgresTemplate(adminUrl, seeding);
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: withDatabase(adminUrl, seeding) }) });
  // The close-event service reads the process's client from globalThis (lib/server/db/client.ts).
  (globalThis as typeof globalThis & { sweepsDb?: PrismaClient }).sweepsDb = client;
  const t0 = performance.now();
  await seedResultsSociety(client);
  await seedPlatform(client);
  await setMemberPasswords(client);
  await client.$executeRawUnsafe("ANALYZE");
  const seconds = (performance.now() - t0) / 1000;
  await client.$disconnect();
  // Renamed only when complete, so an interrupted seed is never mistaken for a template.
  const admin = await openPostgres(adminUrl);
  try {
    await admin.exec(`COMMENT ON DATABASE "${seeding}" IS '${seconds.toFixed(1)}'`);
    await admin.exec(`ALTER DATABASE "${seeding}" RENAME TO "${template}"`);
  } finally {
    await admin.close();
  }
  return seconds;
}

export async function openBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const template = `sweeps_bench_society_${generatorHash()}`;
  const earlier = await templateSeedSeconds(adminUrl, template);
  const seedSeconds = earlier ?? (await seedTemplate(adminUrl, template));
  const name = `sweeps_bench_http_${process.pid}`;
  const url = await cloneDatabase(adminUrl, template, name);
  return { url, seedSeconds, reused: earlier !== null, drop: () => dropDatabase(adminUrl, name) };
}
