import type { Metadata } from "next";
import { checkedRoute } from "@/components/layout/routes";
import { MoneyRulesForm } from "@/components/money/money-rules-form";
import { PaymentCorrections } from "@/components/money/payment-corrections";
import { PurseStatement } from "@/components/money/purse-statement";
import { RecordPaymentForm } from "@/components/money/record-payment-form";
import { SweepBalances } from "@/components/money/sweep-balances";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { accessFromSweepHeader } from "@/lib/server/auth/guards";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { listPayments, readMoneyRules, readPurseStatement, readSweepMoney } from "@/lib/server/db/money";

export const metadata: Metadata = { title: "Money" };

// sweeps/{id}/money: the member's own purse; for the treasurer and admins also every balance, the reconciliation,
// payments and their corrections; for admins the sweep's money settings too.
export default async function SweepMoneyPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { user, sweep, access } = await loadSweepPage((await params).sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current="money" />;
  const isAdmin = access.role !== "member";
  const keepsBooks = accessFromSweepHeader(sweep, user, "treasurer") !== null;
  const [statement, money, payments, rules] = await Promise.all([
    readPurseStatement(db, access.sweepId, user.playerId),
    keepsBooks ? readSweepMoney(db, access.sweepId) : null,
    keepsBooks ? listPayments(db, access.sweepId) : [],
    isAdmin ? readMoneyRules(db, access.sweepId) : null,
  ]);
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="money">
      <div className="space-y-4">
        <PurseStatement sweepId={sweep.id} statement={statement} timeZone={sweep.timeZone} />
        {money ? (
          <>
            <RecordPaymentForm sweepId={sweep.id} money={money} />
            <PaymentCorrections sweepId={sweep.id} payments={payments} format={money} timeZone={sweep.timeZone} />
            <SweepBalances sweepId={sweep.id} money={money} />
            {rules ? <MoneyRulesForm sweepId={sweep.id} rules={rules} /> : null}
          </>
        ) : null}
      </div>
    </SweepPageLayout>
  );
}
