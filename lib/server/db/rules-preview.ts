import "server-only";
import { previewRules } from "@/lib/golf";
import type { RulesPreviewDto, SweepRulesDto } from "@/lib/validation/rules";
import type { AuthorizedSweepId } from "../auth/authorized";
import type { Db } from "./infra/client";
import { readSweepRules } from "./rules";
import { loadSeason } from "./rules-season";

/** POST /api/sweeps/{sweepId}/rules/preview (docs/golf-rules.md#previewing-a-change-of-rules): nothing is written. */
export async function previewSweepRules(
  db: Db,
  sweepId: AuthorizedSweepId,
  proposed: SweepRulesDto,
): Promise<RulesPreviewDto> {
  const [current, season] = await Promise.all([readSweepRules(db, sweepId), loadSeason(db, sweepId)]);
  const preview = previewRules(season, current, proposed);
  return {
    season: season.season,
    events: season.events.length,
    positionsChanged: preview.positionsChanged,
    orderOfMerit: preview.orderOfMerit.map(({ playerId, fullName, ...row }) => ({
      ...row,
      player: { id: playerId, fullName },
    })),
    handicaps: preview.handicaps.map(({ playerId, fullName, ...row }) => ({
      ...row,
      player: { id: playerId, fullName },
    })),
  };
}
