import { type BackupSource, takeBackup } from "./backup";
import { storeBackup } from "./backup-folder";
import type { SqlConnection } from "./connection";
import { applyMigrations, pendingMigrations } from "./migrations";

/**
 * Applies pending migrations after backing up a database that has earlier ones: that file is the way back from
 * an upgrade (restore it with the version that wrote it, docs/self-hosting.md#upgrades). A new, empty database
 * has nothing to lose and gets no backup.
 */
export async function upgradeDatabase(
  connection: SqlConnection,
  backupSource: BackupSource,
  backups: { dir: string; keep: number },
): Promise<{ applied: string[]; backupFile?: string }> {
  const { pending, hasHistory } = await pendingMigrations(connection);
  const backupFile =
    pending.length > 0 && hasHistory
      ? storeBackup(backups.dir, await takeBackup(backupSource), backups.keep, "before-upgrade")
      : undefined;
  return { applied: await applyMigrations(connection), backupFile };
}
