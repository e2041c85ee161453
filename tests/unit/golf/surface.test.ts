import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as golf from "@/lib/golf";

const LIB = join(process.cwd(), "lib", "golf");
const sources = readdirSync(LIB)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => ({ file: f, text: readFileSync(join(LIB, f), "utf8") }));

describe("lib/golf public surface and purity", () => {
  it("index exports the docs/golf-rules.md#functions-of-the-golf-module functions plus the documented settings schemas, defaults and constants", () => {
    expect(Object.keys(golf).sort()).toEqual(
      [
        "roundHalfUp",
        "strokesReceived",
        "eventHandicap",
        "eventPlayingHandicap",
        "scoreCard",
        "rankStableford",
        "oomPointsForEvent",
        "seasonFinishers",
        "orderOfMerit",
        "topCardsLeaderboard",
        "virtualMatch",
        "adjustHandicap",
        "explainHandicapAdjustment",
        "explainCountback",
        "orderOfMeritProgress",
        "drawGroups",
        "drawByHandicap",
        "drawMethodSchema",
        "groupSizeSchema",
        "markerChain",
        "applyDrawEdit",
        "eventStartSchema",
        "groupStarts",
        "fullPlayingHandicap",
        "adjustmentOutcome",
        "holesOfEvent",
        "ratingOfHolesPlayed",
        "replayHandicapAdjustments",
        "instantOf",
        "wallTimeAt",
        "scoreColour",
        "pointsColour",
        "isLikelySlip",
        "slipQuestion",
        "countHolesEntered",
        "thru",
        "FINISHED",
        "oomRulesSchema",
        "handicapRulesSchema",
        "DEFAULT_OOM_RULES",
        "DEFAULT_HANDICAP_RULES",
        "FIXED_TABLE_OOM_RULES",
        "ALLOWANCES",
        "EVENT_KINDS",
        "NON_RETURN_HANDICAP_RULES",
        "playingHandicapUnderRules",
        "eventOomResults",
        "isNonReturn",
        "rankWithNonReturns",
        "eventStandings",
        "previewRules",
        "replayHandicaps",
        "explainHandicapChange",
        "explainOomLine",
        "HOLES_PER_NINE",
        "HOLES_PER_CARD",
        "HANDICAP_MIN",
        "HANDICAP_MAX",
        "LEADERBOARD_TOP_CARDS",
        "NO_RETURN",
      ].sort(),
    );
    expect([
      golf.HOLES_PER_NINE,
      golf.HOLES_PER_CARD,
      golf.HANDICAP_MIN,
      golf.HANDICAP_MAX,
      golf.LEADERBOARD_TOP_CARDS,
      golf.NO_RETURN,
    ]).toEqual([9, 18, -10, 54, 5, "NR"]);
  });

  it("imports nothing outside lib/golf except zod", () => {
    for (const { file, text } of sources) {
      const specifiers = [...text.matchAll(/\bfrom\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']/g)].map(
        (m) => m[1] ?? m[2],
      );
      for (const specifier of specifiers)
        expect([file, specifier]).toEqual([file, specifier?.startsWith("./") ? specifier : "zod"]);
    }
  });

  it("has no clock, randomness, console output or environment access", () => {
    for (const { file, text } of sources) {
      expect([
        file,
        /Math\.random|Date\.now|new Date|performance\.now|console\.|process\./.exec(text)?.[0] ?? null,
      ]).toEqual([file, null]);
    }
  });

  it("keeps every module at 250 lines or fewer", () => {
    for (const { file, text } of sources) expect([file, text.split("\n").length <= 250]).toEqual([file, true]);
  });
});
