import "server-only";
import { z } from "zod";
import { handicapRulesSchema } from "@/lib/golf";
import {
  sweepRulesSchema,
  type RulesChangeDto,
  type SweepRulesDto,
  type SweepRulesPageDto,
} from "@/lib/validation/rules";
import type { AuthorizedSweepId, SweepAccess } from "../auth/authorized";
import type { Db } from "./infra/client";
import { Prisma } from "./generated/client";
import { queryRows } from "./query-rows";

/** The sweep's rules as stored, every field defaulted (the zod schemas of lib/golf). */
export async function readSweepRules(db: Db, sweepId: AuthorizedSweepId): Promise<SweepRulesDto> {
  const sweep = await db.sweep.findUniqueOrThrow({
    where: { id: sweepId },
    select: { oomRules: true, handicapRules: true },
  });
  return sweepRulesSchema.parse(sweep);
}

/** The same, locked until the transaction ends, so that a change's "before" is the rules it replaced. */
export async function lockSweepRules(db: Db, sweepId: AuthorizedSweepId): Promise<SweepRulesDto> {
  const [row] = await queryRows(
    db,
    z.object({ oomRules: z.unknown(), handicapRules: z.unknown() }),
    Prisma.sql`SELECT "oomRules", "handicapRules" FROM "Sweep" WHERE "id" = ${sweepId}::uuid FOR UPDATE`,
  );
  return sweepRulesSchema.parse(row);
}

/** The rules' audit, newest first. */
export async function listRulesChanges(db: Db, sweepId: AuthorizedSweepId): Promise<RulesChangeDto[]> {
  const rows = await db.rulesChange.findMany({
    where: { sweepId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      kind: true,
      createdAt: true,
      summary: true,
      byPlayer: { select: { id: true, fullName: true } },
    },
  });
  return rows.map(toRulesChangeDto);
}

export function toRulesChangeDto(row: {
  id: string;
  kind: "rules" | "recompute";
  createdAt: Date;
  summary: string;
  byPlayer: { id: string; fullName: string };
}): RulesChangeDto {
  return { id: row.id, kind: row.kind, at: row.createdAt.toISOString(), by: row.byPlayer, summary: row.summary };
}

/** Appends one step to the rules' audit. */
export async function recordRulesChange(
  db: Db,
  sweepId: AuthorizedSweepId,
  step: {
    kind: "rules" | "recompute";
    byPlayerId: string;
    before: SweepRulesDto;
    after: SweepRulesDto;
    summary: string;
  },
): Promise<RulesChangeDto> {
  const row = await db.rulesChange.create({
    data: { sweepId, ...step },
    select: {
      id: true,
      kind: true,
      createdAt: true,
      summary: true,
      byPlayer: { select: { id: true, fullName: true } },
    },
  });
  return toRulesChangeDto(row);
}

/** GET /api/sweeps/{sweepId}/rules and the rules page: the rules, whether the caller may change them, the audit. */
export async function getSweepRulesPage(db: Db, access: SweepAccess): Promise<SweepRulesPageDto> {
  const [rules, changes] = await Promise.all([
    readSweepRules(db, access.sweepId),
    listRulesChanges(db, access.sweepId),
  ]);
  return { ...rules, editable: access.role === "owner", changes };
}

/** The sweep's handicap rules, for the playing handicaps of its cards (docs/golf-rules.md#event-playing-handicap). */
export async function readHandicapRules(db: Db, sweepId: string): Promise<SweepRulesDto["handicapRules"]> {
  const sweep = await db.sweep.findUniqueOrThrow({ where: { id: sweepId }, select: { handicapRules: true } });
  return handicapRulesSchema.parse(sweep.handicapRules);
}
