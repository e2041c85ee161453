// The benchmark's database: the ten-season society of bench/results-society.ts (handicap histories written by the
// close-event service, event by event) and the platform of ./platform.ts, seeded once under a name made of a hash
// of the generators and the migrations, then copied for each run, so a second run does not wait for the seed. On the
// PostgreSQL of DATABASE_URL (on this machine) the seed is a template database, cloned with CREATE DATABASE …
// TEMPLATE; without DATABASE_URL it is an embedded PGlite data folder under .bench-cache/ (ignored), copied.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { setMemberPasswords, seedPlatform } from "./platform";
import { seedResultsSociety } from "../results-society";
import { openPostgres } from "../../lib/server/db/infra/connection";
import { PrismaClient } from "../../lib/server/db/generated/client";
import { applyMigrations } from "../../lib/server/db/infra/migrations";
import { type OpenDatabase, openDatabase } from "../../lib/server/db/infra/open";
import {
  cloneDatabase,
  createMigratedPostgresTemplate,
  dropDatabase,
  withDatabase,
} from "../../tests/integration/test-databases";

export type BenchDatabase = {
  /** The database the figures are measured on, as the report names it. */
  label: "PostgreSQL" | "PGlite (embedded)";
  /** How long seeding took, in seconds (kept with the seeded copy, so a reused one still says). */
  seedSeconds: number;
  reused: boolean;
  /** What the app is started with to serve this run's copy. */
  appEnv: Record<string, string | undefined>;
  /** How the benchmark's own queries reach the database, for the notes of the SQL floors. */
  queriedThrough: string;
  /**
   * A connection of the benchmark's own to this run's copy. PGlite serves one process at a time: open it only while
   * the app is not running.
   */
  open: () => Promise<OpenDatabase>;
  drop: () => Promise<void>;
};

const here = path.dirname(new URL(import.meta.url).pathname);
const CACHE_DIR = path.resolve(".bench-cache");

function generatorHash(...more: string[]): string {
  const hash = createHash("sha256");
  for (const file of [path.join(here, "../results-society.ts"), path.join(here, "platform.ts")])
    hash.update(fs.readFileSync(file));
  hash.update(fs.readdirSync(path.resolve("prisma/migrations")).sort().join("\n"));
  for (const part of more) hash.update(part);
  return hash.digest("hex").slice(0, 12);
}

/** Seeds a migrated, empty database and returns the seconds it took. */
async function seedSociety(client: PrismaClient): Promise<number> {
  // The close-event service reads the process's client from globalThis (lib/server/db/infra/client.ts).
  (globalThis as typeof globalThis & { sweepsDb?: PrismaClient }).sweepsDb = client;
  const t0 = performance.now();
  await seedResultsSociety(client);
  await seedPlatform(client);
  await setMemberPasswords(client);
  await client.$executeRawUnsafe("ANALYZE");
  return (performance.now() - t0) / 1000;
}

/** The seconds the template took to seed, from its comment; null when there is no such template. */
async function templateSeedSeconds(adminUrl: string, name: string): Promise<number | null> {
  const admin = await openPostgres(adminUrl);
  try {
    const [row] = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS "comment" FROM pg_database WHERE datname = $1`,
      [name],
    );
    return row ? Number(row.comment) : null;
  } finally {
    await admin.close();
  }
}

async function seedTemplate(adminUrl: string, template: string): Promise<number> {
  const seeding = `${template}_seeding`;
  await createMigratedPostgresTemplate(adminUrl, seeding);
  const client = new PrismaClient({ adapter: new PrismaPg({ connectionString: withDatabase(adminUrl, seeding) }) });
  const seconds = await seedSociety(client);
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

async function openPostgresBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const template = `sweeps_bench_society_${generatorHash()}`;
  const earlier = await templateSeedSeconds(adminUrl, template);
  const seedSeconds = earlier ?? (await seedTemplate(adminUrl, template));
  const name = `sweeps_bench_http_${process.pid}`;
  const url = await cloneDatabase(adminUrl, template, name);
  return {
    label: "PostgreSQL",
    seedSeconds,
    reused: earlier !== null,
    appEnv: { DATABASE_URL: url },
    queriedThrough: "through pg",
    open: () => openDatabase({ databaseUrl: url, pgliteDataDir: "" }),
    drop: () => dropDatabase(adminUrl, name),
  };
}

// A seeded folder holds the data folder and the seconds its seed took.
const DATA = "pgdata";
const SEED_SECONDS = "seed-seconds";

/** Migrates a new data folder as `npm start` migrates the embedded database, seeds it, and returns the seconds it took. */
async function seedDataFolder(dataDir: string): Promise<number> {
  const database = await openDatabase({ pgliteDataDir: dataDir });
  try {
    await applyMigrations(database.connection);
    return await seedSociety(database.prisma);
  } finally {
    await database.close();
  }
}

async function openEmbeddedBenchDatabase(): Promise<BenchDatabase> {
  // The data folder's format is PGlite's own: another version of it seeds its own copy.
  const pgliteVersion = (
    JSON.parse(fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const seeded = path.join(CACHE_DIR, `society-${generatorHash(pgliteVersion)}`);
  const reused = fs.existsSync(seeded);
  if (!reused) {
    // Seeds of other generators or migrations can never be used again; an interrupted seed is started afresh.
    for (const entry of fs.existsSync(CACHE_DIR) ? fs.readdirSync(CACHE_DIR) : []) {
      if (entry.startsWith("society-")) fs.rmSync(path.join(CACHE_DIR, entry), { recursive: true, force: true });
    }
    const seeding = `${seeded}.seeding`;
    const seconds = await seedDataFolder(path.join(seeding, DATA));
    fs.writeFileSync(path.join(seeding, SEED_SECONDS), seconds.toFixed(1));
    // Renamed only when complete, so an interrupted seed is never mistaken for a seeded folder.
    fs.renameSync(seeding, seeded);
  }
  const seedSeconds = Number(fs.readFileSync(path.join(seeded, SEED_SECONDS), "utf8"));
  const scratch = path.join(CACHE_DIR, `run-${process.pid}`);
  fs.cpSync(path.join(seeded, DATA), scratch, { recursive: true });
  return {
    label: "PGlite (embedded)",
    seedSeconds,
    reused,
    appEnv: { DATABASE_URL: undefined, PGLITE_DATA_DIR: scratch },
    queriedThrough: "in PGlite, in the benchmark's process",
    open: () => openDatabase({ pgliteDataDir: scratch }),
    drop: async () => fs.rmSync(scratch, { recursive: true, force: true }),
  };
}

/** The benchmark's database for this run: on the PostgreSQL of DATABASE_URL when it is set, otherwise embedded. */
export function openBenchDatabase(): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? openPostgresBenchDatabase(adminUrl) : openEmbeddedBenchDatabase();
}
