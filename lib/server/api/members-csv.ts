import "server-only";
import type { MemberContactRow } from "../db/member-contacts";
import type { CsvCell } from "./csv";

/**
 * The member list for the club and the insurer. Handicaps are numbers, as in the other exports (a plus two is
 * −2), so a spreadsheet can sort them; a member with no handicap yet has blank cells.
 */
export function membersCsv(members: readonly MemberContactRow[]): CsvCell[][] {
  return [
    ["Name", "Handicap index", "Playing handicap", "Email", "Role", "Member since"],
    ...members.map((member) => [
      member.fullName,
      member.exactTenths === null ? null : member.exactTenths / 10,
      member.playingHandicap,
      member.email,
      member.isAdmin ? "Admin" : "Member",
      member.approvedAt?.toISOString().slice(0, 10),
    ]),
  ];
}
