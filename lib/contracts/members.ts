import {
  memberDetailDtoSchema,
  memberParamsSchema,
  memberRoleBodySchema,
  approveRequestBodySchema,
  membershipRequestBodySchema,
  sweepMemberDtoSchema,
  sweepMembersDtoSchema,
  sweepPlayerParamsSchema,
} from "@/lib/validation/members";
import { sweepDtoSchema } from "@/lib/validation/sweep-details";
import { sweepParamsSchema } from "@/lib/validation/sweeps";
import { defineEndpoint } from "./endpoint";

export const joinSweep = defineEndpoint({
  method: "POST",
  path: "/api/sweeps/join/{sweepId}",
  family: "spec",
  operationId: "joinSweep",
  tag: "Members",
  access: "user",
  summary: "Ask to join a sweep (pending until approved); repeating it is harmless",
  description: "A member who was removed, or whose request was declined, may ask again.",
  params: sweepParamsSchema,
  response: { status: 200, schema: sweepDtoSchema, description: "The sweep with the caller's new standing." },
});

export const approveJoinRequest = defineEndpoint({
  method: "POST",
  path: "/api/sweeps/approve",
  family: "spec",
  operationId: "approveJoinRequest",
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
  method: "POST",
  path: "/api/sweeps/decline",
  family: "extension",
  operationId: "declineJoinRequest",
  tag: "Members",
  access: "admin",
  summary: "Decline a pending join request; declining twice changes nothing",
  body: membershipRequestBodySchema,
  response: { status: 204, description: "Declined." },
  errors: [404, 409],
});

export const listSweepMembers = defineEndpoint({
  method: "GET",
  path: "/api/sweeps/{sweepId}/members",
  family: "spec",
  operationId: "listSweepMembers",
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

export const getMemberHandicaps = defineEndpoint({
  method: "GET",
  path: "/api/sweeps/{sweepId}/members/{memberId}",
  family: "spec",
  operationId: "getMemberHandicaps",
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
  method: "PUT",
  path: "/api/sweeps/{sweepId}/members/{memberId}/role",
  family: "extension",
  operationId: "setMemberRole",
  tag: "Members",
  access: "owner",
  summary: "Make a member an admin, or take it back (the owner's role never changes)",
  params: memberParamsSchema,
  body: memberRoleBodySchema,
  response: { status: 200, schema: sweepMemberDtoSchema, description: "The member with their new role." },
  errors: [409],
});

export const removeMember = defineEndpoint({
  method: "DELETE",
  path: "/api/sweeps/{sweepId}/players/{playerId}",
  family: "spec",
  operationId: "removeMember",
  tag: "Members",
  access: "admin",
  summary: "End a membership; the player's cards, results and handicap history stay",
  description:
    "The owner cannot be removed; only the owner removes an admin. Removing a removed member changes nothing.",
  params: sweepPlayerParamsSchema,
  response: { status: 204, description: "Removed." },
  errors: [409],
});
