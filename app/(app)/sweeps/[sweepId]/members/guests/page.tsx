import type { Metadata } from "next";
import { AdminsOnly } from "@/components/event/admins-only";
import { checkedRoute } from "@/components/layout/routes";
import { GuestHistoryLinks } from "@/components/player/guest-history-links";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { readGuestLinking } from "@/lib/server/db/guests";
import { db } from "@/lib/server/db/infra/client";

export const metadata: Metadata = { title: "Guests' history" };

// sweeps/{id}/members/guests: the owner and admins link a guest who has joined to their earlier appearances.
export default async function GuestHistoryPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { sweep, access } = await loadSweepPage((await params).sweepId, "admin");
  const parent = checkedRoute(`/sweeps/${sweep.id}/members`);
  if (!sweep.approved) return <SweepPageLayout sweep={sweep} parent={parent} current="members" />;
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="members">
      <h2 className="text-xl font-bold text-stone-900">Guests&apos; history</h2>
      {access ? (
        <>
          <p className="text-stone-800">
            A guest who has since joined the sweep can take their earlier cards with them: choose the member they are.
          </p>
          <GuestHistoryLinks sweepId={sweep.id} {...await readGuestLinking(db, access.sweepId)} />
        </>
      ) : (
        <AdminsOnly what="link guests to members" ownerName={sweep.owner} />
      )}
    </SweepPageLayout>
  );
}
