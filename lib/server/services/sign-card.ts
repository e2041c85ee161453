import "server-only";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import type { CardAccess } from "../auth/authorized";
import type { RootDb } from "../db/infra/client";
import { viewerOf } from "../db/scorecards";
import { holesWithoutGross, latestEntry, mismatchesOf, signatureKindFor, toScorecardDto } from "../db/scorecards-state";
import { AppError } from "../errors";
import { type Idempotency, writeCard, writerRole } from "./card-write";
import { applyInMemory } from "./save-scores";

const WHO_SIGNS =
  "The player signs their own card and their marker attests it; an admin attests only a card that has no marker.";

const holeList = (holes: number[]) => (holes.length === 1 ? `hole ${holes[0]}` : `holes ${holes.join(", ")}`);

/**
 * POST /api/cards/{cardId}/signatures: the player signs, the marker attests (an admin, where the card has no
 * marker), naming the card version they saw. Every hole needs a gross and the player's and marker's entries must
 * agree. Signing again at the same version changes nothing.
 */
export async function signCard(
  db: RootDb,
  access: CardAccess,
  input: { version: number },
  idempotency: Idempotency,
): Promise<ScorecardDto> {
  const viewer = viewerOf(access);
  return writeCard(db, access, idempotency, async (tx, state) => {
    const kind = signatureKindFor(state, viewer);
    if (!kind) throw new AppError("forbidden", WHO_SIGNS);
    if (input.version !== state.version) {
      throw new AppError(
        "conflict",
        `The card has changed since you looked at it (it is at version ${state.version}, you signed version ${input.version}). Check it and sign again.`,
      );
    }
    const own = latestEntry(state, (entry) => entry.kind === kind);
    if (own?.cardVersion === state.version) return { changes: null, result: toScorecardDto(state, viewer), hole: null };

    const missing = holesWithoutGross(state);
    const mismatches = mismatchesOf(state);
    const problems = [
      ...(missing.length > 0 ? [`${holeList(missing)} ${missing.length === 1 ? "has" : "have"} no gross yet`] : []),
      ...mismatches.map(
        (m) => `hole ${m.holeNumber}: the player entered ${m.player ?? "nothing"}, the marker ${m.marker ?? "nothing"}`,
      ),
    ];
    if (problems.length > 0) {
      throw new AppError(
        "unprocessable",
        `The card cannot be ${kind === "signature" ? "signed" : "attested"} yet: ${problems.join("; ")}.`,
        {
          fieldErrors: [
            ...missing.map((hole) => ({ field: `holes.${hole}`, message: `Hole ${hole} has no gross.` })),
            ...mismatches.map((m) => ({
              field: `holes.${m.holeNumber}`,
              message: `Hole ${m.holeNumber}: the player's and the marker's entries differ.`,
            })),
          ],
        },
      );
    }
    const change = {
      kind,
      holeNumber: null,
      previousValue: null,
      value: null,
      role: writerRole(access),
      reason: null,
      correction: false,
    };
    const by =
      kind === "signature"
        ? state.player
        : (state.marker ??
          (await tx.player.findUniqueOrThrow({
            where: { id: access.playerId },
            select: { id: true, fullName: true },
          })));
    const after = applyInMemory(state, { updates: [], changes: [change], cardVersion: state.version }, by);
    return {
      changes: {
        byPlayerId: access.playerId,
        idempotencyKey: idempotency.key ?? null,
        cardVersion: state.version,
        scores: [],
        changes: [change],
      },
      result: toScorecardDto(after, viewer),
      hole: null,
    };
  });
}
