import type { Metadata } from "next";
import { SweepEventCards } from "@/components/event/sweep-event-cards";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { listSweepEvents } from "@/lib/server/db/sweeps";

export const metadata: Metadata = { title: "Sweep" };

// sweeps/{id}: the shared header and the sweep's events as cards.
export default async function SweepPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { user, sweep, access } = await loadSweepPage((await params).sweepId);
  if (!access) return <SweepPageLayout sweep={sweep} parent="/sweeps" current="events" />;
  return (
    <SweepPageLayout sweep={sweep} parent="/sweeps" current="events">
      <section aria-label="Events">
        <SweepEventCards events={await listSweepEvents(db, access.sweepId, user.playerId)} linkSet="newer" />
      </section>
    </SweepPageLayout>
  );
}
