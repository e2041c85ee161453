import { describe, expect, it } from "vitest";
import { draftOf, rulesOf } from "@/components/rules/rules-draft";
import { sweepRulesSchema } from "@/lib/validation/rules";

describe("the rules page's draft", () => {
  it("reads the stored rules into boxes and back without changing them", () => {
    const stored = sweepRulesSchema.parse({
      oomRules: { scheme: "fixed", table: [25, 18, 15], bestN: 6, nonReturnPoints: true, guestsInSeason: true },
      handicapRules: {
        basis: "whs",
        positionCuts: { "1": 2, "3": 0.5 },
        allowances: { competition: 0.95 },
        competitionCap: 28,
      },
    });
    const draft = draftOf(stored);
    expect(draft).toMatchObject({ table: "25, 18, 15", bestN: "6", positionCuts: "2, 0, 0.5", competitionCap: "28" });
    expect(sweepRulesSchema.parse(rulesOf(draft))).toEqual(stored);
  });

  it("reads blank boxes as none and sends text that is no number for the server to name", () => {
    const draft = {
      ...draftOf(sweepRulesSchema.parse({ oomRules: {}, handicapRules: {} })),
      bestN: " ",
      competitionCap: "",
    };
    expect(rulesOf(draft).oomRules.bestN).toBeNull();
    expect(rulesOf(draft).handicapRules.competitionCap).toBeNull();
    const typo = rulesOf({ ...draft, participation: "one" });
    expect(sweepRulesSchema.safeParse(typo).success).toBe(false);
  });
});
