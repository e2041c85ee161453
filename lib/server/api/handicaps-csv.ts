import "server-only";
import { HANDICAP_CSV_COLUMNS } from "@/lib/validation/handicap-import";
import type { MemberContactRow } from "../db/member-contacts";
import type { CsvCell } from "./csv";

/**
 * Members' handicap indexes in the format the import reads (docs/screens-and-api.md#handicaps-in-bulk): a secretary
 * exports, edits the indexes in a spreadsheet, and imports the file back.
 */
export function handicapsCsv(members: readonly MemberContactRow[]): CsvCell[][] {
  return [
    [...HANDICAP_CSV_COLUMNS],
    ...members.map((member) => [
      member.fullName,
      member.email,
      member.exactTenths === null ? null : member.exactTenths / 10,
      member.handicapSince?.toISOString().slice(0, 10),
    ]),
  ];
}
