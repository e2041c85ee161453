import { Badge, type BadgeTone } from "../ui/badge";

// One vocabulary for a person's standing in a sweep, everywhere it is shown: Owner, Admin, Member, or
// Request pending. The owner is always "Owner", even though they also hold the admin rights.

export type Standing = "owner" | "admin" | "member" | "pending";

const LABELS: Record<Standing, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  pending: "Request pending",
};

const TONES: Record<Standing, BadgeTone> = {
  owner: "solid",
  admin: "accent",
  member: "neutral",
  pending: "highlight",
};

type Membership = { isOwner: boolean; isAdmin: boolean; approved: boolean; hasRequested: boolean };

/** The standing of a membership, or null for someone who has not asked to join. */
export function standingOf({ isOwner, isAdmin, approved, hasRequested }: Membership): Standing | null {
  if (isOwner) return "owner";
  if (approved) return isAdmin ? "admin" : "member";
  return hasRequested ? "pending" : null;
}

export function RoleBadge({ standing }: { standing: Standing }) {
  return <Badge tone={TONES[standing]}>{LABELS[standing]}</Badge>;
}
