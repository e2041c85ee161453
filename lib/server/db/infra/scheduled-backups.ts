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
    const newest = newestBackupTime(dir);
    if (running || (newest && Date.now() - newest.getTime() < intervalMs)) return;
    running = true;
    try {
      await backUpNow(dir);
    } catch (error) {
      logger.error(`Scheduled backup into ${dir} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  void check();
  setInterval(() => void check(), Math.min(intervalMs / 4, HOUR_MS)).unref();
}
