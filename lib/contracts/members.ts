import {
  addMemberBodySchema,
  claimInvitationBodySchema,
  memberDetailDtoSchema,
  memberParamsSchema,
  memberRoleBodySchema,
  memberTreasurerBodySchema,
  approveRequestBodySchema,
  membershipRequestBodySchema,
  sweepMemberDtoSchema,
  sweepMembersDtoSchema,
  sweepPlayerParamsSchema,
  sweepRosterDtoSchema,
} from "@/lib/validation/members";
import {
  claimAnswerDtoSchema,
  claimInvitationDtoSchema,
  createSweepInviteBodySchema,
  invitationTokenParamsSchema,
  inviteAnswerDtoSchema,
  sweepInviteDtoSchema,
  sweepInviteParamsSchema,
  sweepInvitesDtoSchema,
} from "@/lib/validation/invitations";
import { sweepDtoSchema } from "@/lib/validation/sweep-details";
import { sweepParamsSchema } from "@/lib/validation/sweeps";
import { eraseMemberBodySchema } from "@/lib/validation/erasure";
import { defineEndpoint } from "./endpoint";
import * as route from "./routes/members";

export const joinSweep = defineEndpoint({
  ...route.joinSweep,
  family: "spec",
  tag: "Members",
  access: "user",
  summary: "Ask to join a sweep (pending until approved); repeating it is harmless",
  description: "A member who was removed, or whose request was declined, may ask again.",
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepDtoSchema, description: "The sweep with the caller's new standing." },
});

export const approveJoinRequest = defineEndpoint({
  ...route.approveJoinRequest,
  family: "spec",
  tag: "Members",
  access: "admin",
  summary: "Approve a join request; approving an approved member changes nothing",
  description:
    "With `handicap`, the new member's starting handicap is recorded in the same write (ignored when the member " +
    "was already approved).",
  body: approveRequestBodySchema,
  response: { status: 200, schema: sweepMemberDtoSchema, description: "The approved member." },
  errors: [404],
});

export const declineJoinRequest = defineEndpoint({
  ...route.declineJoinRequest,
  family: "extension",
  tag: "Members",
  access: "admin",
  summary: "Decline a pending join request; declining twice changes nothing",
  body: membershipRequestBodySchema,
  response: { status: 204, description: "Declined." },
  errors: [404, 409],
});

export const listSweepMembers = defineEndpoint({
  ...route.listSweepMembers,
  family: "spec",
  tag: "Members",
  access: "member",
  summary: "Current members with their handicaps in this sweep, and pending requests for the owner and admins",
  description:
    "A list of the spec's Sweep members: current members (`approved` true) by name, then, for the owner and " +
    "admins, pending join requests (`approved` false) oldest first. Each player carries their handicaps and events " +
    "in this sweep.",
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepMembersDtoSchema, description: "Members by name, then requests oldest first." },
});

export const listSweepRoster = defineEndpoint({
  ...route.listSweepRoster,
  family: "extension",
  tag: "Members",
  access: "member",
  summary: "The Members page's list: each member's name, standing and current handicap, without their history",
  description:
    "The memberships of `GET /api/sweeps/{sweepId}/members` in its order: current members (`approved` true) by " +
    "name, then, for the owner and admins, pending join requests (`approved` false) oldest first. Each player " +
    "carries their name, whether they have an account and their latest handicap entry in this sweep; one member's " +
    "history is `GET /api/sweeps/{sweepId}/members/{memberId}`.",
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepRosterDtoSchema, description: "Members by name, then requests oldest first." },
});

export const getMemberHandicaps = defineEndpoint({
  ...route.getMemberHandicaps,
  family: "spec",
  tag: "Members",
  access: "member",
  summary: "One member with every handicap entry in this sweep, newest first",
  description:
    "A Sweep member whose `player.handicaps` are every entry in this sweep, newest first. Members see current " +
    "members; pending requests and former members are visible to the owner and admins only.",
  params: memberParamsSchema,
  response: { status: 200, schema: memberDetailDtoSchema, description: "The member and their handicap history." },
});

export const setMemberRole = defineEndpoint({
  ...route.setMemberRole,
  family: "extension",
  tag: "Members",
  access: "owner",
  summary: "Make a member an admin, or take it back (the owner's role never changes)",
  params: memberParamsSchema,
  body: memberRoleBodySchema,
  response: { status: 200, schema: sweepMemberDtoSchema, description: "The member with their new role." },
  errors: [409],
});

export const setMemberTreasurer = defineEndpoint({
  ...route.setMemberTreasurer,
  family: "extension",
  tag: "Members",
  access: "owner",
  summary:
    "Appoint a member the sweep's treasurer, or take it back: payments, corrections and every balance, nothing else",
  params: memberParamsSchema,
  body: memberTreasurerBodySchema,
  response: { status: 200, schema: sweepMemberDtoSchema, description: "The member with their new standing." },
  errors: [409],
});

export const removeMember = defineEndpoint({
  ...route.removeMember,
  family: "spec",
  tag: "Members",
  access: "admin",
  summary: "End a membership; the player's cards, results and handicap history stay",
  description:
    "The owner cannot be removed; only the owner removes an admin. Removing a removed member changes nothing.",
  params: sweepPlayerParamsSchema,
  response: { status: 204, description: "Removed." },
  errors: [409],
});

export const addMember = defineEndpoint({
  ...route.addMember,
  family: "extension",
  tag: "Members",
  access: "admin",
  summary: "Add a member who has no account, by name and starting handicap",
  description:
    "He is entered, drawn and scored like anyone (his `player.userId` is null) and may claim the record later " +
    "through a claim invitation. A name already used by a current member or a pending request is refused (409).",
  params: sweepParamsSchema,
  body: addMemberBodySchema,
  response: { status: 201, schema: memberDetailDtoSchema, description: "The new member with his handicap." },
  errors: [409],
});

export const createClaimInvitation = defineEndpoint({
  ...route.createClaimInvitation,
  family: "extension",
  tag: "Members",
  access: "admin",
  summary: "Invite a member without an account to claim his record, for the email given",
  description:
    "Answers the claim link (valid 14 days; a newer invitation replaces it). Opening it signs in or registers; " +
    "only the account with that email may claim, and his history moves onto that account's player.",
  params: memberParamsSchema,
  body: claimInvitationBodySchema,
  response: { status: 201, schema: claimInvitationDtoSchema, description: "The invitation and its link." },
  errors: [409],
});

export const claimPlayer = defineEndpoint({
  ...route.claimPlayer,
  family: "extension",
  tag: "Members",
  access: "session",
  summary: "Claim the member record a claim invitation names: its history becomes the caller's",
  description:
    "Refused for another email (403), and when the invitation was used, replaced or has expired, or both records " +
    "are entered in the same event (409).",
  params: invitationTokenParamsSchema,
  response: { status: 200, schema: claimAnswerDtoSchema, description: "The sweep and the caller's player." },
  errors: [403, 404, 409],
});

export const listSweepInvites = defineEndpoint({
  ...route.listSweepInvites,
  family: "extension",
  tag: "Members",
  access: "admin",
  summary: "The sweep's invite links that still work, newest first",
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepInvitesDtoSchema, description: "Links neither revoked nor expired." },
});

export const createSweepInvite = defineEndpoint({
  ...route.createSweepInvite,
  family: "extension",
  tag: "Members",
  access: "admin",
  summary: "Make an invite link for the group chat: it files a join request, or joins at once",
  description: "Only the owner makes a link that joins at once (403 for an admin).",
  params: sweepParamsSchema,
  body: createSweepInviteBodySchema,
  response: { status: 201, schema: sweepInviteDtoSchema, description: "The new link." },
  errors: [403],
});

export const revokeSweepInvite = defineEndpoint({
  ...route.revokeSweepInvite,
  family: "extension",
  tag: "Members",
  access: "admin",
  summary: "Withdraw an invite link; revoking twice changes nothing",
  params: sweepInviteParamsSchema,
  response: { status: 204, description: "Revoked." },
});

export const openSweepInvite = defineEndpoint({
  ...route.openSweepInvite,
  family: "extension",
  tag: "Members",
  access: "session",
  summary: "Use an invite link: a join request, or membership at once when the link says so",
  description:
    "A player who was removed or declined files a request whatever the link says. A withdrawn or expired link is " +
    "refused with the reason (409).",
  params: invitationTokenParamsSchema,
  response: { status: 200, schema: inviteAnswerDtoSchema, description: "The caller's standing in the sweep now." },
  errors: [404, 409],
});

export const exportMembersCsv = defineEndpoint({
  ...route.exportMembersCsv,
  family: "extension",
  tag: "Members",
  access: "admin",
  summary: "The member list as CSV for the club and the insurer",
  description:
    "Name, exact and playing handicap, and the email of members who agreed to share it (their profile's " +
    "consent; blank otherwise). RFC 4180 CSV (UTF-8, CRLF); a cell that a spreadsheet could run as a formula is " +
    "prefixed with '.",
  params: sweepParamsSchema,
  response: { status: 200, contentType: "text/csv", description: "One row per current member, by name." },
});

export const eraseMember = defineEndpoint({
  ...route.eraseMember,
  family: "extension",
  tag: "Members",
  access: "owner",
  summary: "Erase a member's personal data at their request; their past cards stay under “Former member”",
  description:
    "Confirmed by typing the member's name. As the member's own erasure: the membership ends, the account goes, " +
    "and cards, results and handicap history stay. Refused (409) for a member of another sweep too, who erases " +
    "their own account instead, and for the owner of a sweep. Cannot be undone.",
  params: sweepPlayerParamsSchema,
  body: eraseMemberBodySchema,
  response: { status: 204, description: "Erased." },
  errors: [404, 409],
});
