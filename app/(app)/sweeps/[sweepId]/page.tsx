import type { Metadata } from "next";
import { SweepEventCards } from "@/components/event/sweep-event-cards";
import { LastBackup } from "@/components/sweep/last-backup";
import { SweepExportLink } from "@/components/sweep/sweep-export-link";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { SweepTimeZoneForm } from "@/components/sweep/sweep-time-zone-form";
import { latestEvents } from "@/lib/events/next-event";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { readSweepTimeZone } from "@/lib/server/db/event-start";
import { db } from "@/lib/server/db/infra/client";
import { lastBackupAt } from "@/lib/server/db/infra/scheduled-backups";
import { listSweepEvents } from "@/lib/server/db/sweeps";

export const metadata: Metadata = { title: "Sweep" };

// sweeps/{id}: the shared header and the sweep's events as cards.
export default async function SweepPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { user, sweep, access } = await loadSweepPage((await params).sweepId);
  if (!access) return <SweepPageLayout sweep={sweep} parent="/sweeps" current="events" />;
  return (
    <SweepPageLayout sweep={sweep} parent="/sweeps" current="events">
      <section aria-label="Events">
        <SweepEventCards
          sweepId={access.sweepId}
          latest={latestEvents(await listSweepEvents(db, access.sweepId, user.playerId))}
          linkSet="newer"
        />
      </section>
      {access.role === "owner" ? (
        <section aria-label="Settings" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
          <SweepTimeZoneForm sweepId={access.sweepId} timeZone={await readSweepTimeZone(db, access.sweepId)} />
          <LastBackup lastBackupAt={lastBackupAt()} now={new Date()} />
          <SweepExportLink sweepId={access.sweepId} />
        </section>
      ) : null}
    </SweepPageLayout>
  );
}
