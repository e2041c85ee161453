import type { RosterMemberDto } from "@/lib/validation/members";
import { HandicapValue } from "../handicap/handicap-value";
import { RoleBadge, standingOf } from "./role-badge";

/** Current members: name, role and handicap; a tap opens the member's panel. */
export function MemberList({
  members,
  onSelect,
}: {
  members: RosterMemberDto[];
  onSelect: (member: RosterMemberDto) => void;
}) {
  if (members.length === 0) return <p className="py-6 text-center text-stone-700">No member matches that name.</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white px-1">
      {members.map((member) => {
        const standing = standingOf({ ...member, hasRequested: true });
        return (
          // The row's own padding keeps 8 px between one tap target and the next.
          <li key={member.id} className="py-1">
            <button
              type="button"
              onClick={() => onSelect(member)}
              className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-3 py-1.5 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-fairway-600"
            >
              <span className="flex min-w-0 flex-col items-start gap-0.5">
                <span className="block max-w-full truncate text-base font-semibold text-stone-900">
                  {member.player.fullName}
                </span>
                {standing === "owner" || standing === "admin" ? <RoleBadge standing={standing} /> : null}
                {!member.player.hasAccount ? (
                  <span className="text-sm text-stone-600">No account · scored by his marker</span>
                ) : null}
              </span>
              <HandicapValue playing={member.player.currentHandicap} exact={member.player.currentExactHandicap} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
