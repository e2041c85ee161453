import "server-only";
import { logger } from "../../log/logger";
import { env } from "../../env";
import { type BackupSource, takeBackup } from "./backup";
import { DEFAULT_BACKUP_DIR, newestBackupTime, storeBackup } from "./backup-folder";
import { embeddedDatabase } from "./client";
import { openPostgres } from "./connection";

const HOUR_MS = 3_600_000;

/** The folder the health answer reports on: the scheduled backups', or the one upgrades write to. */
export const backupDir = (): string => env.BACKUP_DIR ?? DEFAULT_BACKUP_DIR;

/** When the newest backup was written: the last success, whichever process or command wrote it. */
export function lastBackupAt(): Date | null {
  return newestBackupTime(backupDir());
}

async function backUpNow(dir: string): Promise<string> {
  if (!env.DATABASE_URL)
    return storeBackup(dir, await takeBackup({ kind: "embedded", pglite: embeddedDatabase() }), env.BACKUP_KEEP);
  const connection = await openPostgres(env.DATABASE_URL);
  try {
    const source: BackupSource = { kind: "postgresql", url: env.DATABASE_URL, connection };
    return storeBackup(dir, await takeBackup(source), env.BACKUP_KEEP);
  } finally {
    await connection.close();
  }
}

/**
 * The embedded database can be read only by the process that has it open, so `npm run db:backup` asks the
 * running app for a backup with SIGUSR2 (through `npm start`, which passes it on) and waits for the file.
 */
export function answerBackupRequests(): void {
  if (env.DATABASE_URL) return;
  process.on("SIGUSR2", () => {
    backUpNow(backupDir()).catch((error: unknown) =>
      logger.error(`Requested backup failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
}

// Every app process on one PostgreSQL checks the schedule (`npm start` runs one per core); the first to find a backup
// due holds this advisory lock while it takes it, and the others skip, then find the new file at their next check.
const SCHEDULED_BACKUP_LOCK = "sweeps.scheduled-backup";

const isDue = (dir: string, intervalMs: number) => {
  const newest = newestBackupTime(dir);
  return !newest || Date.now() - newest.getTime() >= intervalMs;
};

/** Takes the backup unless another process holds the lock; looks again once it holds it, since one may have just ended. */
async function backUpIfDue(dir: string, intervalMs: number): Promise<void> {
  if (!env.DATABASE_URL) {
    await backUpNow(dir);
    return;
  }
  const lock = await openPostgres(env.DATABASE_URL);
  try {
    const [held] = await lock.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS locked", [
      SCHEDULED_BACKUP_LOCK,
    ]);
    if (held?.locked && isDue(dir, intervalMs)) await backUpNow(dir);
  } finally {
    // Ending the session releases its advisory lock.
    await lock.close();
  }
}

/**
 * With BACKUP_DIR set, backs the database up whenever the newest backup there is older than
 * BACKUP_INTERVAL_HOURS, checking a few times an interval, so a restart neither skips one nor takes an extra.
 */
export function startScheduledBackups(): void {
  const dir = env.BACKUP_DIR;
  if (!dir) return;
  const intervalMs = env.BACKUP_INTERVAL_HOURS * HOUR_MS;
  let running = false;
  const check = async () => {
    if (running || !isDue(dir, intervalMs)) return;
    running = true;
    try {
      await backUpIfDue(dir, intervalMs);
    } catch (error) {
      logger.error(`Scheduled backup into ${dir} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  void check();
  setInterval(() => void check(), Math.min(intervalMs / 4, HOUR_MS)).unref();
}
