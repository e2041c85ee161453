// One vocabulary for a person's standing in a sweep, everywhere it is shown: Owner, Admin, Member, or
// Request pending. The owner is always "Owner", even though they also hold the admin rights.

export type Standing = "owner" | "admin" | "member" | "pending";

const LABELS: Record<Standing, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  pending: "Request pending",
};

const TONES: Record<Standing, string> = {
  owner: "bg-fairway-700 text-white",
  admin: "bg-fairway-100 text-fairway-900",
  member: "bg-stone-100 text-stone-800",
  pending: "bg-amber-100 text-amber-900",
};

type Membership = { isOwner: boolean; isAdmin: boolean; approved: boolean; hasRequested: boolean };

/** The standing of a membership, or null for someone who has not asked to join. */
export function standingOf({ isOwner, isAdmin, approved, hasRequested }: Membership): Standing | null {
  if (isOwner) return "owner";
  if (approved) return isAdmin ? "admin" : "member";
  return hasRequested ? "pending" : null;
}

export function RoleBadge({ standing }: { standing: Standing }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${TONES[standing]}`}
    >
      {LABELS[standing]}
    </span>
  );
}
