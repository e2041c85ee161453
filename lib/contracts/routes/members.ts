import { defineRoute } from "../endpoint";

export const joinSweep = defineRoute({ operationId: "joinSweep", method: "POST", path: "/api/sweeps/join/{sweepId}" });

export const approveJoinRequest = defineRoute({
  operationId: "approveJoinRequest",
  method: "POST",
  path: "/api/sweeps/approve",
});

export const declineJoinRequest = defineRoute({
  operationId: "declineJoinRequest",
  method: "POST",
  path: "/api/sweeps/decline",
});

export const listSweepMembers = defineRoute({
  operationId: "listSweepMembers",
  method: "GET",
  path: "/api/sweeps/{sweepId}/members",
});

export const listSweepRoster = defineRoute({
  operationId: "listSweepRoster",
  method: "GET",
  path: "/api/sweeps/{sweepId}/roster",
});

export const getMemberHandicaps = defineRoute({
  operationId: "getMemberHandicaps",
  method: "GET",
  path: "/api/sweeps/{sweepId}/members/{memberId}",
});

export const setMemberRole = defineRoute({
  operationId: "setMemberRole",
  method: "PUT",
  path: "/api/sweeps/{sweepId}/members/{memberId}/role",
});

export const setMemberTreasurer = defineRoute({
  operationId: "setMemberTreasurer",
  method: "PUT",
  path: "/api/sweeps/{sweepId}/members/{memberId}/treasurer",
});

export const removeMember = defineRoute({
  operationId: "removeMember",
  method: "DELETE",
  path: "/api/sweeps/{sweepId}/players/{playerId}",
});

export const addMember = defineRoute({
  operationId: "addMember",
  method: "POST",
  path: "/api/sweeps/{sweepId}/members",
});

export const createClaimInvitation = defineRoute({
  operationId: "createClaimInvitation",
  method: "POST",
  path: "/api/sweeps/{sweepId}/members/{memberId}/claim-invitation",
});

export const claimPlayer = defineRoute({ operationId: "claimPlayer", method: "POST", path: "/api/claims/{token}" });

export const listSweepInvites = defineRoute({
  operationId: "listSweepInvites",
  method: "GET",
  path: "/api/sweeps/{sweepId}/invites",
});

export const createSweepInvite = defineRoute({
  operationId: "createSweepInvite",
  method: "POST",
  path: "/api/sweeps/{sweepId}/invites",
});

export const revokeSweepInvite = defineRoute({
  operationId: "revokeSweepInvite",
  method: "DELETE",
  path: "/api/sweeps/{sweepId}/invites/{inviteId}",
});

export const openSweepInvite = defineRoute({
  operationId: "openSweepInvite",
  method: "POST",
  path: "/api/invites/{token}",
});

export const exportMembersCsv = defineRoute({
  operationId: "exportMembersCsv",
  method: "GET",
  path: "/api/sweeps/{sweepId}/members/csv",
});

export const eraseMember = defineRoute({
  operationId: "eraseMember",
  method: "POST",
  path: "/api/sweeps/{sweepId}/players/{playerId}/erasure",
});
