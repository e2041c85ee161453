import { describe, expect, it } from "vitest";
import { countHolesEntered, FINISHED, scoreCard, thru } from "@/lib/golf";
import { formatThru } from "@/components/results/format";
import { thruLabel } from "@/components/card/card-summary";

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const holes = PARS.map((par, at) => ({ number: at + 1, par, index: at + 1 }));

describe("thru (docs/golf-rules.md#event-leaderboard)", () => {
  it("reads F once every hole has a gross, a no-score hole's 0 included", () => {
    const gross = PARS.map((par, at) => (at === 6 ? 0 : par));
    expect(countHolesEntered(gross)).toBe(18);
    expect(thru(countHolesEntered(gross))).toBe(FINISHED);
    // The same card has 17 holes played: the count that used to be shown as thru in the results table.
    expect(scoreCard(holes, gross, 10).holesPlayed).toBe(17);
  });

  it("counts entered holes, not holes in order, while the card is out (a shotgun start)", () => {
    const gross = PARS.map((par, at) => (at >= 9 && at < 14 ? par : at === 15 ? 0 : null));
    expect(countHolesEntered(gross)).toBe(6);
    expect(thru(6)).toBe(6);
    expect(thru(0)).toBe(0);
  });

  it("finishes a nine-hole card at nine", () => {
    expect(thru(9, 9)).toBe(FINISHED);
    expect(thru(8, 9)).toBe(8);
  });

  it("is shown alike on the card and on the boards and results table", () => {
    const card = { holesEntered: 18, scores: holes.map(() => null) };
    expect(thruLabel(card as never)).toBe("F");
    expect(formatThru(18)).toBe("F");
    expect(formatThru(12)).toBe("12");
    expect(formatThru(0)).toBe("–");
  });
});
