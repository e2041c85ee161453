import type { Metadata } from "next";
import { checkedRoute } from "@/components/layout/routes";
import { PurseStatement } from "@/components/money/purse-statement";
import { RecordPaymentForm } from "@/components/money/record-payment-form";
import { SweepBalances } from "@/components/money/sweep-balances";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { readPurseStatement, readSweepMoney } from "@/lib/server/db/money";

export const metadata: Metadata = { title: "Money" };

// sweeps/{id}/money: the member's own purse; for admins also every balance, the reconciliation and payments.
export default async function SweepMoneyPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { user, sweep, access } = await loadSweepPage((await params).sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current="money" />;
  const [statement, money] = await Promise.all([
    readPurseStatement(db, access.sweepId, user.playerId),
    access.role === "member" ? null : readSweepMoney(db, access.sweepId),
  ]);
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="money">
      <div className="space-y-4">
        <PurseStatement sweepId={sweep.id} statement={statement} />
        {money ? (
          <>
            <RecordPaymentForm sweepId={sweep.id} money={money} />
            <SweepBalances sweepId={sweep.id} money={money} />
          </>
        ) : null}
      </div>
    </SweepPageLayout>
  );
}
