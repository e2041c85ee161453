import { formatDistanceStrict } from "date-fns";

/** A scheduled backup runs daily by default (BACKUP_INTERVAL_HOURS): two days without one means it stopped. */
const STALE_AFTER_MS = 48 * 3_600_000;

export type BackupAgeWords = { tone: "success" | "error"; text: string };

/** What an owner reads about the server's newest backup: when it was taken, and whether that is worryingly long ago. */
export function describeLastBackup(lastBackupAt: Date | null, now: Date): BackupAgeWords {
  if (!lastBackupAt) {
    return {
      tone: "error",
      text: "This server has no backup of the society's data yet. Ask whoever runs it to set up backups.",
    };
  }
  const age = formatDistanceStrict(lastBackupAt, now);
  if (now.getTime() - lastBackupAt.getTime() > STALE_AFTER_MS) {
    return {
      tone: "error",
      text: `The last backup of this server was taken ${age} ago. Ask whoever runs it to check its backups.`,
    };
  }
  return { tone: "success", text: `The society's data was last backed up ${age} ago.` };
}
