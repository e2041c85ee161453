import type { Metadata } from "next";
import { GoBackButton } from "@/components/layout/go-back-button";
import { checkedRoute } from "@/components/layout/routes";
import { ReconciliationSheet } from "@/components/money/reconciliation-sheet";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { PrintButton } from "@/components/ui/print-button";
import { accessFromSweepHeader } from "@/lib/server/auth/guards";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { readSweepMoney } from "@/lib/server/db/money";

export const metadata: Metadata = { title: "Reconciliation" };

// sweeps/{id}/money/reconciliation: every balance on one A4 page for the treasurer's records and the AGM.
export default async function ReconciliationPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { user, sweep, access } = await loadSweepPage((await params).sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}/money`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current="money" />;
  const books = accessFromSweepHeader(sweep, user, "treasurer");
  if (!books)
    return (
      <SweepPageLayout sweep={sweep} parent={parent} current="money">
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
          Only the sweep&rsquo;s treasurer, owner and admins see the reconciliation.
        </p>
      </SweepPageLayout>
    );
  const money = await readSweepMoney(db, books.sweepId);
  return (
    <main className="mx-auto w-full max-w-4xl space-y-3 px-4 py-4 print:max-w-none print:p-0">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <GoBackButton parent={parent} />
        <PrintButton />
      </div>
      <ReconciliationSheet
        sweepName={sweep.name}
        money={money}
        asAt={new Date().toISOString()}
        timeZone={sweep.timeZone}
      />
    </main>
  );
}
