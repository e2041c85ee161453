import type { Metadata } from "next";
import Link from "next/link";
import { checkedRoute } from "@/components/layout/routes";
import { RulesForm } from "@/components/rules/rules-form";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { Alert } from "@/components/ui/alert";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { getSweepRulesPage } from "@/lib/server/db/rules";

export const metadata: Metadata = { title: "Rules" };

// sweeps/{id}/rules: the owner sets the order-of-merit and handicap rules with a preview; admins read them.
export default async function SweepRulesPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { sweep, access } = await loadSweepPage((await params).sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current="rules" />;
  if (access.role === "member") {
    return (
      <SweepPageLayout sweep={sweep} parent={parent} current="rules">
        <Alert>
          The owner and admins keep the sweep&apos;s rules.{" "}
          <Link className="font-semibold underline" href={checkedRoute(`/sweeps/${sweep.id}/explain`)}>
            Why is my handicap what it is?
          </Link>
        </Alert>
      </SweepPageLayout>
    );
  }
  const rules = await getSweepRulesPage(db, access);
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="rules">
      <RulesForm sweepId={sweep.id} initial={rules} timeZone={sweep.timeZone} />
    </SweepPageLayout>
  );
}
