// A save's rights are the guard's, read before the save waits for its event's lock; a redraw that commits in
// between gives the card another marker, and the former marker's save must not land on it.
import { describe, expect, it } from "vitest";
import { requireCardAccess } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { AppError } from "@/lib/server/errors";
import { saveScore } from "@/lib/server/services/save-scores";
import { createTestSweep } from "../factories";
import { createMarkingPair, readCard, scoreOf } from "./scorecards-helpers";

describe("a save by a card's marker", () => {
  it("is refused when the draw gave the card another marker after the guard ran, and nothing is stored", async () => {
    const pair = await createMarkingPair((await createTestSweep(db)).id);
    const access = await requireCardAccess(pair.marker, pair.cardId, "mark");
    expect(access.relation).toBe("marker");
    const hole1 = scoreOf(await readCard(pair.cardId, pair.player), 1);

    await db.entry.updateMany({ where: { eventId: pair.eventId }, data: { marksEntryId: null } });
    const refused = await saveScore(
      db,
      access,
      { scoreId: hole1.id, gross: 4, version: hole1.version },
      { key: undefined, operation: "score", request: {} },
    ).then(
      () => null,
      (error: unknown) => error,
    );

    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 403, message: expect.stringMatching(/^You no longer mark this card/) });
    expect(scoreOf(await readCard(pair.cardId, pair.player), 1).gross).toBeNull();
  });
});
