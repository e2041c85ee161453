import "server-only";
import { HOLES_PER_NINE } from "@/lib/golf";
import { Prisma } from "./generated/client";

/**
 * In raw SQL, whether the hole numbered by column `holeNumber` (e.g. `h."number"`) is played by event alias `event`: lib/golf's holesOfEvent as a condition
 * (docs/golf-rules.md#nine-hole-cards), so a query aggregating holes reads only the event's nine.
 */
export function holeOfEventSql(event: string, holeNumber: string): Prisma.Sql {
  const nine = Prisma.raw(`${event}."nine"`);
  const number = Prisma.raw(holeNumber);
  return Prisma.sql`(${nine} IS NULL OR (${nine} = 'front') = (${number} <= ${HOLES_PER_NINE}))`;
}
