// npm run db:migrate | db:new -- <name> | db:reset | db:seed | db:backup [FILE] | db:restore FILE — on DATABASE_URL,
// or the embedded database.
import fs from "node:fs";
import path from "node:path";
import { readEnv } from "../lib/server/env";
import { restoreBackup, takeBackup } from "../lib/server/db/infra/backup";
import { decodeBackup, describeBackup, writeBackupFile } from "../lib/server/db/infra/backup-file";
import { DEFAULT_BACKUP_DIR, backupFileName, newestBackupFile } from "../lib/server/db/infra/backup-folder";
import { applyMigrations, dropEverything } from "../lib/server/db/infra/migrations";
import {
  DatabaseUnavailableError,
  embeddedDatabaseHolder,
  lockEmbeddedDatabase,
  openDatabase,
} from "../lib/server/db/infra/open";
import { createMigration } from "../lib/server/db/infra/schema-engine";
import { isDatabaseEmpty, seedDemoSociety } from "../prisma/seed/demo-society";

const [command, name] = process.argv.slice(2);
const env = readEnv();

async function withDatabase(
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
): Promise<void> {
  const unlock = env.DATABASE_URL ? () => {} : lockEmbeddedDatabase(env.PGLITE_DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
  try {
    await work(database);
  } finally {
    await database.close();
    unlock();
  }
}

async function migrate(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const applied = await applyMigrations(database.connection);
  console.log(
    applied.length ? `Applied to ${database.label}: ${applied.join(", ")}` : `${database.label} is up to date.`,
  );
}

const REQUESTED_BACKUP_TIMEOUT_MS = 120_000;

/** The running app holds the embedded database: it takes the backup, into its backup folder, on SIGUSR2. */
async function backupByRunningApp(): Promise<void> {
  const holder = embeddedDatabaseHolder(env.PGLITE_DATA_DIR)!;
  const dir = env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR;
  const before = newestBackupFile(dir);
  process.kill(holder, "SIGUSR2");
  const deadline = Date.now() + REQUESTED_BACKUP_TIMEOUT_MS;
  let written = newestBackupFile(dir);
  while (written === before) {
    if (Date.now() > deadline) throw new Error(`The running app (process ${holder}) wrote no backup: see its log.`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    written = newestBackupFile(dir);
  }
  if (name) fs.copyFileSync(written!, name);
  const contents = fs.readFileSync(written!);
  console.log(
    `The running app backed up the embedded database to ${name ?? written}: ${describeBackup(decodeBackup(contents, written!).header)}.`,
  );
}

async function restore(): Promise<void> {
  if (!name) throw new Error("Name the backup file: npm run db:restore -- .data/backups/sweeps-….backup");
  if (!fs.existsSync(name)) throw new Error(`There is no file ${name}.`);
  const unlock = env.DATABASE_URL ? () => {} : lockEmbeddedDatabase(env.PGLITE_DATA_DIR);
  try {
    const target = env.DATABASE_URL
      ? ({ kind: "postgresql", url: env.DATABASE_URL } as const)
      : ({ kind: "embedded", dataDir: env.PGLITE_DATA_DIR } as const);
    const { restored, setAside } = await restoreBackup(target, fs.readFileSync(name), name);
    console.log(`Restored ${restored}.`);
    if (setAside) console.log(`The database it replaced is kept in ${setAside}; delete it once you are satisfied.`);
  } finally {
    unlock();
  }
}

async function main(): Promise<void> {
  switch (command) {
    case "migrate":
      return withDatabase(migrate);
    case "new": {
      if (!name) throw new Error("Name the migration: npm run db:new -- add_course_tees");
      const dir = await createMigration(name);
      console.log(
        dir ? `Wrote ${dir}/migration.sql` : "The schema and the migrations already agree: nothing to write.",
      );
      return;
    }
    case "reset":
      return withDatabase(async (database) => {
        await dropEverything(database.connection);
        await migrate(database);
      });
    case "seed":
      return withDatabase(async (database) => {
        await migrate(database);
        if (!(await isDatabaseEmpty(database.prisma))) {
          console.log(`${database.label} already has data; run npm run db:reset first to replace it with the demo.`);
          return;
        }
        await seedDemoSociety(database.prisma, env.DEMO_DAY);
        console.log(`Seeded the demo society into ${database.label}.`);
      });
    case "backup":
      if (!env.DATABASE_URL && embeddedDatabaseHolder(env.PGLITE_DATA_DIR) !== undefined) return backupByRunningApp();
      return withDatabase(async (database) => {
        const file = name ?? path.join(env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR, backupFileName(new Date()));
        const contents = await takeBackup(database.backupSource);
        writeBackupFile(file, contents);
        console.log(`Backed up ${database.label} to ${file}: ${describeBackup(decodeBackup(contents, file).header)}.`);
      });
    case "restore":
      return restore();
    default:
      throw new Error("Usage: tsx scripts/db.ts migrate | new <name> | reset | seed | backup [FILE] | restore FILE");
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof DatabaseUnavailableError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
