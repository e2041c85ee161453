import "server-only";
import type { SweepRulesDto, SweepRulesPageDto } from "@/lib/validation/rules";
import type { SweepAccess } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { listRulesChanges, lockSweepRules, recordRulesChange } from "../db/rules";
import { AppError } from "../errors";

const LABELS: Record<string, string> = {
  scheme: "order-of-merit scheme",
  table: "points table",
  scaleByFieldSize: "table scaled by field size",
  participation: "participation points",
  doublePointsMultiplier: "double-points multiplier",
  bestN: "best N",
  nonReturnPoints: "participation points for non-returns",
  method: "handicap method",
  protectTopN: "top finishers who never go up",
  positionCuts: "position cuts",
  adjustInWinterEvents: "adjust in winter events",
  minExact: "lowest exact handicap",
  maxExact: "highest exact handicap",
  nonReturn: "non-returns' handicaps",
  allowances: "allowances",
  competitionCap: "competition cap",
};

function inWords(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") {
    const entries = Object.entries(value).map(([key, inner]) => `${key}: ${inWords(inner)}`);
    return entries.length === 0 ? "none" : entries.join(", ");
  }
  return String(value);
}

/** Each setting that differs, "best N: none → 6", in the order of the rules page; empty when nothing does. */
export function describeRulesChange(before: SweepRulesDto, after: SweepRulesDto): string {
  const changes: string[] = [];
  for (const group of ["oomRules", "handicapRules"] as const) {
    const was: Record<string, unknown> = before[group];
    const now: Record<string, unknown> = after[group];
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (JSON.stringify(was[key]) === JSON.stringify(now[key])) continue;
      changes.push(`${LABELS[key] ?? key}: ${inWords(was[key])} \u2192 ${inWords(now[key])}`);
    }
  }
  return changes.join("; ");
}

/**
 * PUT /api/sweeps/{sweepId}/rules: stores the owner's rules and audits the change in one transaction. They apply from
 * the next event to close (close-event.ts reads them then); past results stay until the owner recomputes them.
 */
export async function updateSweepRules(
  db: RootDb,
  access: SweepAccess,
  rules: SweepRulesDto,
): Promise<SweepRulesPageDto> {
  return db.$transaction(async (tx) => {
    const before = await lockSweepRules(tx, access.sweepId);
    const summary = describeRulesChange(before, rules);
    if (summary === "") throw new AppError("conflict", "These are the rules already in force: change a setting first.");
    await tx.sweep.update({
      where: { id: access.sweepId },
      data: { oomRules: rules.oomRules, handicapRules: rules.handicapRules },
    });
    await recordRulesChange(tx, access.sweepId, {
      kind: "rules",
      byPlayerId: access.playerId,
      before,
      after: rules,
      summary,
    });
    return { ...rules, editable: true, changes: await listRulesChanges(tx, access.sweepId) };
  });
}
