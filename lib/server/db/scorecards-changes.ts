import "server-only";
import type { CardChangeDto } from "@/lib/validation/scorecards";
import type { AuthorizedCardId } from "../auth/authorized";
import type { Db } from "./infra/client";

/** A card's history, newest first: every accepted change and signature; with `hole`, that hole's gross entries only. */
export async function listCardChangeDtos(db: Db, cardId: AuthorizedCardId, hole?: number): Promise<CardChangeDto[]> {
  const rows = await db.cardChange.findMany({
    where: { scorecardId: cardId, ...(hole === undefined ? {} : { kind: "gross", holeNumber: hole }) },
    orderBy: [{ createdAt: "desc" }, { cardVersion: "desc" }],
    select: {
      id: true,
      kind: true,
      holeNumber: true,
      previousValue: true,
      value: true,
      role: true,
      reason: true,
      correction: true,
      cardVersion: true,
      createdAt: true,
      byPlayer: { select: { id: true, fullName: true } },
    },
  });
  return rows.map(({ byPlayer, createdAt, ...row }) => ({ ...row, by: byPlayer, at: createdAt.toISOString() }));
}
