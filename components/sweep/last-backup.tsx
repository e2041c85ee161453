import { describeLastBackup } from "@/lib/backup-age";
import { Alert } from "../ui/alert";

/** The owner's view of the server's newest backup (the health answer's lastBackupAt): a season is only as safe as it. */
export function LastBackup({ lastBackupAt, now }: { lastBackupAt: Date | null; now: Date }) {
  const { tone, text } = describeLastBackup(lastBackupAt, now);
  return (
    <section aria-label="Backups" className="flex flex-col gap-2">
      <h2 className="text-label font-semibold">Backups</h2>
      <Alert tone={tone}>{text}</Alert>
    </section>
  );
}
