import type { Metadata } from "next";
import { AdminsOnly } from "@/components/event/admins-only";
import { CreateEventForm } from "@/components/event/event-form";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { isoDateIn } from "@/lib/dates";
import { db } from "@/lib/server/db/infra/client";
import { readSweepTimeZone } from "@/lib/server/db/event-start";

export const metadata: Metadata = { title: "New event" };

// sweeps/{id}/events/create: the create event form, for the sweep's owner and admins.
export default async function CreateEventPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { sweep, access } = await loadSweepPage((await params).sweepId, "admin");
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!sweep.approved) return <SweepPageLayout sweep={sweep} parent={parent} current={null} />;
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current={null}>
      <h2 className="text-xl font-bold text-stone-900">New event</h2>
      {access ? (
        <CreateEventForm
          sweepId={sweep.id}
          today={isoDateIn(new Date(), await readSweepTimeZone(db, access.sweepId))}
        />
      ) : (
        <AdminsOnly what="create events" ownerName={sweep.owner} />
      )}
    </SweepPageLayout>
  );
}
