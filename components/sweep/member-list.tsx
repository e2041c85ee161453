import type { SweepMemberDto } from "@/lib/validation/members";
import { HandicapValue } from "../handicap/handicap-value";

/** Current members: name, roles and playing (exact) handicap; a tap opens the member's panel. */
export function MemberList({ members, onSelect }: { members: SweepMemberDto[]; onSelect: (member: SweepMemberDto) => void }) {
  if (members.length === 0) return <p className="py-6 text-center text-stone-600">No member matches that name.</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {members.map((member) => (
        <li key={member.id}>
          <button
            type="button"
            onClick={() => onSelect(member)}
            className="flex min-h-14 w-full items-center justify-between gap-3 px-4 py-2 text-left hover:bg-stone-50"
          >
            <span className="min-w-0">
              <span className="block truncate font-semibold text-stone-900">{member.player.fullName}</span>
              {member.isOwner || member.isAdmin ? (
                <span className="text-xs font-semibold text-fairway-700">{member.isOwner ? "Owner" : "Admin"}</span>
              ) : null}
            </span>
            <HandicapValue playing={member.player.currentHandicap} exact={member.player.currentExactHandicap} />
          </button>
        </li>
      ))}
    </ul>
  );
}
