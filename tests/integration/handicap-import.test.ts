import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/sweeps/[sweepId]/handicaps/csv/route";
import { POST as importCsv } from "@/app/api/sweeps/[sweepId]/handicaps/import/route";
import { db } from "@/lib/server/db/infra/client";
import { latestExactHandicaps } from "@/lib/server/db/handicaps";
import { handicapImportDtoSchema } from "@/lib/validation/handicap-import";
import { addTestHandicap, createTestMember, createTestSweep, signedIn, type TestSweep } from "../factories";
import { callRoute } from "./http";

let sweep: TestSweep;
let ann: { playerId: string; email: string };
let ben: { playerId: string };

beforeAll(async () => {
  sweep = await createTestSweep(db);
  const a = await createTestMember(db, sweep.id, "approved", "Ann");
  const b = await createTestMember(db, sweep.id, "approved", "Ben");
  ann = { playerId: a.user.playerId, email: a.user.email };
  ben = { playerId: b.user.playerId };
  await db.user.update({ where: { email: ann.email }, data: { shareContact: true } });
  await addTestHandicap(db, sweep.id, ann.playerId, 20.1);
});

const fullName = async (playerId: string) =>
  (await db.player.findUniqueOrThrow({ where: { id: playerId }, select: { fullName: true } })).fullName;

function post(csv: string, commit: boolean) {
  return callRoute(importCsv, {
    method: "POST",
    path: `/api/sweeps/${sweep.id}/handicaps/import`,
    params: { sweepId: sweep.id },
    body: { csv, commit },
    as: signedIn(sweep.owner),
  });
}

describe("importing handicap indexes", () => {
  it("previews each row's match and error, and writes nothing", async () => {
    const benName = await fullName(ben.playerId);
    const csv = [
      "Name,Email,Handicap index,Date",
      `,${ann.email.toUpperCase()},41.3,2026-11-20`,
      `${benName},,+1.5,`,
      "Nobody Here,,12,2026-11-20",
      `${benName},,54.6,20/11/2026`,
    ].join("\r\n");
    const res = await post(csv, false);
    expect(res.status).toBe(200);
    const preview = handicapImportDtoSchema.parse(await res.json());
    expect(preview.rows.map((row) => [row.line, row.member?.id ?? null, row.index, row.currentIndex])).toEqual([
      [2, ann.playerId, 41.3, 20.1],
      [3, ben.playerId, -1.5, null],
      [4, null, 12, null],
      [5, ben.playerId, null, null],
    ]);
    expect(preview.rows.map((row) => row.error)).toEqual([
      null,
      null,
      "No current member is called Nobody Here.",
      "Enter a handicap between +10 and 54, e.g. 12.4 or +2.",
    ]);
    expect(preview).toMatchObject({ errors: 2, imported: 0 });

    const refused = await post(csv, true);
    expect(refused.status).toBe(422);
    expect((await latestExactHandicaps(db, sweep.id, [ann.playerId, ben.playerId])).get(ann.playerId)).toBe(20.1);
  });

  it("writes every changed row in one go, with the date in the reason, and exports the same format", async () => {
    const benName = await fullName(ben.playerId);
    const csv = `Email,Name,Handicap index,Date\n${ann.email},,41.3,2026-11-20\n,${benName},+1.5,\n`;
    const res = await post(csv, true);
    expect(res.status).toBe(200);
    expect(handicapImportDtoSchema.parse(await res.json())).toMatchObject({ errors: 0, imported: 2 });
    const now = await latestExactHandicaps(db, sweep.id, [ann.playerId, ben.playerId]);
    expect([now.get(ann.playerId), now.get(ben.playerId)]).toEqual([41.3, -1.5]);
    const annEntry = await db.handicapEntry.findFirstOrThrow({
      where: { sweepId: sweep.id, playerId: ann.playerId },
      orderBy: { created: "desc" },
    });
    expect(annEntry).toMatchObject({ reason: "Imported from a CSV: the index as of 2026-11-20.", playingHandicap: 41 });

    const exported = await callRoute(exportCsv, {
      method: "GET",
      path: `/api/sweeps/${sweep.id}/handicaps/csv`,
      params: { sweepId: sweep.id },
      as: signedIn(sweep.owner),
    });
    expect(exported.status).toBe(200);
    const text = await exported.text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Name,Email,Handicap index,Date");
    expect(text).toContain(`,${ann.email},41.3,`);
    expect(text).toContain(`${benName},,-1.5,`);

    const again = handicapImportDtoSchema.parse(await (await post(text, false)).json());
    expect(again.errors).toBe(0);
    expect(again.rows.filter((row) => row.member?.id === ann.playerId).map((row) => row.unchanged)).toEqual([true]);
  });

  it("refuses a file without a header naming the columns", async () => {
    const res = await post("41.3,2026-11-20\r\n", false);
    expect(res.status).toBe(400);
  });
});
