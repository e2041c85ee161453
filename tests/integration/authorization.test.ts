// Who may call what: one row per API route (method + path template) with the expected status for each kind
// of caller, run against a seeded sweep; and a check that every route file under app/api has its rows.
import { describe, expect, it } from "vitest";
import * as configuration from "@/app/_configuration/[client]/route";
import * as getUserAuthDetails from "@/app/api/account/getUserAuthDetails/route";
import * as getUserPlayerId from "@/app/api/account/getUserPlayerId/route";
import * as getUserSweepOwner from "@/app/api/account/getUserSweepOwner/route";
import * as register from "@/app/api/account/register/route";
import * as account from "@/app/api/account/route";
import * as tokenById from "@/app/api/account/tokens/[tokenId]/route";
import * as tokens from "@/app/api/account/tokens/route";
import * as handicapById from "@/app/api/handicaps/[handicapId]/route";
import * as handicaps from "@/app/api/handicaps/route";
import * as health from "@/app/api/health/route";
import * as openapi from "@/app/api/openapi.json/route";
import * as getPlayerId from "@/app/api/player/getPlayerId/route";
import * as getUserPlayer from "@/app/api/player/getUserPlayer/route";
import * as playerById from "@/app/api/players/[playerId]/route";
import * as sweepEvents from "@/app/api/sweeps/[sweepId]/events/route";
import * as sweepHandicaps from "@/app/api/sweeps/[sweepId]/handicaps/route";
import * as memberRole from "@/app/api/sweeps/[sweepId]/members/[memberId]/role/route";
import * as memberById from "@/app/api/sweeps/[sweepId]/members/[memberId]/route";
import * as sweepMembers from "@/app/api/sweeps/[sweepId]/members/route";
import * as playerHandicaps from "@/app/api/sweeps/[sweepId]/players/[playerId]/handicaps/route";
import * as sweepPlayer from "@/app/api/sweeps/[sweepId]/players/[playerId]/route";
import * as sweepById from "@/app/api/sweeps/[sweepId]/route";
import * as sweepsAdmin from "@/app/api/sweeps/admin/route";
import * as approve from "@/app/api/sweeps/approve/route";
import * as createSweep from "@/app/api/sweeps/createSweep/route";
import * as decline from "@/app/api/sweeps/decline/route";
import * as join from "@/app/api/sweeps/join/[sweepId]/route";
import * as sweeps from "@/app/api/sweeps/route";
import { db } from "@/lib/server/db/client";
import { createApiToken } from "@/lib/server/db/api-tokens";
import { listApiRoutes } from "../factories/api-routes";
import { addTestHandicap, createSweepFixture, createTestMember, signedIn, type SweepFixture } from "../factories";
import { type Caller, callRoute } from "./http";

const CALLERS = ["anonymous", "outsider", "pending", "member", "admin", "owner"] as const;
type CallerKind = (typeof CALLERS)[number];
type Expected = [anonymous: number, outsider: number, pending: number, member: number, admin: number, owner: number];
type Cell = { params?: Record<string, string>; body?: unknown };
type Handler = Parameters<typeof callRoute>[0];

type Row = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  module: Record<string, unknown>;
  expected: Expected;
  /** Resources for one cell, made fresh so that cells do not depend on each other's writes. */
  cell?: (f: SweepFixture) => Promise<Cell>;
};

let registrations = 0;
const inSweep = (f: SweepFixture) => ({ params: { sweepId: f.sweep.id } });
const freshMember = async (f: SweepFixture, state: "approved" | "pending") =>
  (await createTestMember(db, f.sweep.id, state)).user.playerId;
const freshHandicap = async (f: SweepFixture) => (await addTestHandicap(db, f.sweep.id, f.member.user.playerId, 14)).id;

//                                                      anon outsider pending member admin owner
const ROWS: Row[] = [
  { method: "GET", path: "/api/sweeps", module: sweeps, expected: [401, 200, 200, 200, 200, 200] },
  { method: "GET", path: "/api/sweeps/admin", module: sweepsAdmin, expected: [401, 200, 200, 200, 200, 200] },
  { method: "POST", path: "/api/sweeps/createSweep", module: createSweep, expected: [401, 201, 201, 201, 201, 201], cell: async () => ({ body: { name: "New sweep" } }) },
  { method: "GET", path: "/api/sweeps/{sweepId}", module: sweepById, expected: [401, 200, 200, 200, 200, 200], cell: async (f) => inSweep(f) },
  { method: "GET", path: "/api/sweeps/{sweepId}/events", module: sweepEvents, expected: [401, 403, 403, 200, 200, 200], cell: async (f) => inSweep(f) },
  { method: "GET", path: "/api/sweeps/{sweepId}/members", module: sweepMembers, expected: [401, 403, 403, 200, 200, 200], cell: async (f) => inSweep(f) },
  { method: "GET", path: "/api/sweeps/{sweepId}/handicaps", module: sweepHandicaps, expected: [401, 403, 403, 200, 200, 200], cell: async (f) => inSweep(f) },
  {
    method: "GET", path: "/api/sweeps/{sweepId}/members/{memberId}", module: memberById, expected: [401, 403, 403, 200, 200, 200],
    cell: async (f) => ({ params: { sweepId: f.sweep.id, memberId: f.member.memberId } }),
  },
  {
    method: "PUT", path: "/api/sweeps/{sweepId}/members/{memberId}/role", module: memberRole, expected: [401, 403, 403, 403, 403, 200],
    cell: async (f) => ({ params: { sweepId: f.sweep.id, memberId: (await createTestMember(db, f.sweep.id)).memberId }, body: { isAdmin: true } }),
  },
  { method: "POST", path: "/api/sweeps/join/{sweepId}", module: join, expected: [401, 200, 200, 200, 200, 200], cell: async (f) => inSweep(f) },
  {
    method: "POST", path: "/api/sweeps/approve", module: approve, expected: [401, 403, 403, 403, 200, 200],
    cell: async (f) => ({ body: { sweepId: f.sweep.id, playerId: await freshMember(f, "pending") } }),
  },
  {
    method: "POST", path: "/api/sweeps/decline", module: decline, expected: [401, 403, 403, 403, 204, 204],
    cell: async (f) => ({ body: { sweepId: f.sweep.id, playerId: await freshMember(f, "pending") } }),
  },
  {
    method: "DELETE", path: "/api/sweeps/{sweepId}/players/{playerId}", module: sweepPlayer, expected: [401, 403, 403, 403, 204, 204],
    cell: async (f) => ({ params: { sweepId: f.sweep.id, playerId: await freshMember(f, "approved") } }),
  },
  {
    method: "POST", path: "/api/sweeps/{sweepId}/players/{playerId}/handicaps", module: playerHandicaps, expected: [401, 403, 403, 403, 201, 201],
    cell: async (f) => ({ params: { sweepId: f.sweep.id, playerId: f.member.user.playerId }, body: { handicap: "+1.2" } }),
  },
  {
    method: "POST", path: "/api/handicaps", module: handicaps, expected: [401, 403, 403, 403, 200, 200],
    cell: async (f) => ({ body: { id: await freshHandicap(f), handicap: 13.1 } }),
  },
  {
    method: "DELETE", path: "/api/handicaps/{handicapId}", module: handicapById, expected: [401, 403, 403, 403, 204, 204],
    cell: async (f) => ({ params: { handicapId: await freshHandicap(f) } }),
  },
  {
    method: "GET", path: "/api/players/{playerId}", module: playerById, expected: [401, 403, 403, 200, 200, 200],
    cell: async (f) => ({ params: { playerId: f.member.user.playerId } }),
  },
  { method: "GET", path: "/api/player/getPlayerId", module: getPlayerId, expected: [401, 200, 200, 200, 200, 200] },
  { method: "GET", path: "/api/player/getUserPlayer", module: getUserPlayer, expected: [401, 200, 200, 200, 200, 200] },
  { method: "GET", path: "/api/account/getUserAuthDetails", module: getUserAuthDetails, expected: [401, 200, 200, 200, 200, 200] },
  { method: "GET", path: "/api/account", module: account, expected: [401, 200, 200, 200, 200, 200] },
  { method: "PUT", path: "/api/account", module: account, expected: [401, 200, 200, 200, 200, 200], cell: async () => ({ body: { firstName: "Same", lastName: "Name" } }) },
  {
    method: "POST", path: "/api/account/register", module: register, expected: [201, 201, 201, 201, 201, 201],
    cell: async () => ({ body: { firstName: "New", lastName: "Golfer", email: `new${++registrations}@example.org`, password: "long-enough-password" } }),
  },
  { method: "GET", path: "/api/account/getUserPlayerId", module: getUserPlayerId, expected: [401, 200, 200, 200, 200, 200] },
  { method: "GET", path: "/api/account/getUserSweepOwner", module: getUserSweepOwner, expected: [401, 200, 200, 200, 200, 200] },
  { method: "GET", path: "/api/account/tokens", module: tokens, expected: [401, 200, 200, 200, 200, 200] },
  { method: "POST", path: "/api/account/tokens", module: tokens, expected: [401, 201, 201, 201, 201, 201], cell: async () => ({ body: { name: "Script" } }) },
  {
    // Only the token's own user may revoke it; to anyone else it does not exist.
    method: "DELETE", path: "/api/account/tokens/{tokenId}", module: tokenById, expected: [401, 404, 404, 404, 404, 204],
    cell: async (f) => ({ params: { tokenId: (await createApiToken(db, f.owner.id, "Owner's")).id } }),
  },
  { method: "GET", path: "/_configuration/{client}", module: configuration, expected: [200, 200, 200, 200, 200, 200], cell: async () => ({ params: { client: "Sweeps" } }) },
  { method: "GET", path: "/api/openapi.json", module: openapi, expected: [200, 200, 200, 200, 200, 200] },
  { method: "GET", path: "/api/health", module: health, expected: [200, 200, 200, 200, 200, 200] },
];

const listRoutes = () => listApiRoutes();

function callerFor(f: SweepFixture, kind: CallerKind): Caller {
  const users = { outsider: f.outsider, pending: f.pending.user, member: f.member.user, admin: f.admin.user, owner: f.owner };
  return kind === "anonymous" ? { kind: "anonymous" } : signedIn(users[kind]);
}

describe.each(ROWS)("$method $path", (row) => {
  it(`answers ${CALLERS.map((caller, i) => `${caller} ${row.expected[i]}`).join(", ")}`, async () => {
    const f = await createSweepFixture(db);
    const handler = row.module[row.method] as Handler;
    const actual: Record<string, number> = {};
    for (const caller of CALLERS) {
      const cell = row.cell ? await row.cell(f) : {};
      const response = await callRoute(handler, { method: row.method, path: row.path, ...cell, as: callerFor(f, caller) });
      actual[caller] = response.status;
      if (response.status >= 400) expect(response.headers.get("content-type")).toBe("application/problem+json");
    }
    expect(actual).toEqual(Object.fromEntries(CALLERS.map((caller, i) => [caller, row.expected[i]])));
  });
});

describe("the authorization table", () => {
  it("has a row for every method of every route file under app/api", async () => {
    const missing = (await listRoutes()).flatMap(({ file, path: template, methods }) =>
      methods.filter((method) => !ROWS.some((row) => row.method === method && row.path === template)).map((method) => `${method} ${template} (${file})`),
    );
    expect(missing, "Add rows to ROWS in tests/integration/authorization.test.ts").toEqual([]);
  });

  it("has no row for a route that does not exist", async () => {
    const routes = await listRoutes();
    const stale = ROWS.filter((row) => !routes.some((route) => route.path === row.path && route.methods.includes(row.method)));
    expect(stale.map((row) => `${row.method} ${row.path}`)).toEqual([]);
  });
});
