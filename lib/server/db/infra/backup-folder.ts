import fs from "node:fs";
import path from "node:path";
import { writeBackupFile } from "./backup-file";

/** Where backups go when no folder is named: beside the embedded database, inside the app's own data folder. */
export const DEFAULT_BACKUP_DIR = ".data/backups";

const NAME = /^sweeps-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:-\d{3})?Z)(?:-[a-z-]+)?\.backup$/;

/** Names sort by time, so the newest is last and a listing reads as a history; `reason` marks the upgrade backups. */
export function backupFileName(at: Date, reason?: string): string {
  const stamp = at.toISOString().replace(/:/g, "-").replace(".", "-");
  return `sweeps-${stamp}${reason ? `-${reason}` : ""}.backup`;
}

function backupsIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => NAME.test(name))
    .sort();
}

export function newestBackupFile(dir: string): string | undefined {
  const newest = backupsIn(dir).at(-1);
  return newest ? path.join(dir, newest) : undefined;
}

/** When the newest backup in the folder was written, or null when there is none. */
export function newestBackupTime(dir: string): Date | null {
  const newest = newestBackupFile(dir);
  return newest ? fs.statSync(newest).mtime : null;
}

/** Writes a backup into the folder and deletes the oldest beyond `keep`; answers the file written. */
export function storeBackup(dir: string, contents: Buffer, keep: number, reason?: string): string {
  const file = path.join(dir, backupFileName(new Date(), reason));
  writeBackupFile(file, contents);
  const all = backupsIn(dir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) fs.rmSync(path.join(dir, old), { force: true });
  return file;
}
