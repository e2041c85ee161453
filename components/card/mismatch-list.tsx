import type { ScorecardDto } from "@/lib/validation/scorecards";

const grossText = (gross: number | null) => (gross === null ? "–" : gross === 0 ? "0 (no score)" : String(gross));

/**
 * Holes where the player's latest entry and the marker's differ, side by side, and holes whose gross is an
 * unconfirmed correction: the card cannot be signed until they agree, so whoever is right enters the number again
 * and the row goes.
 */
export function MismatchList({
  card,
  onChooseHole,
}: {
  card: ScorecardDto;
  onChooseHole?: (holeNumber: number) => void;
}) {
  if (card.mismatches.length === 0) return null;
  const count = card.mismatches.length;
  return (
    <section aria-labelledby="mismatch-title" className="space-y-3 rounded-2xl border-2 border-red-700 bg-red-50 p-4">
      <h2 id="mismatch-title" className="text-lg font-bold text-red-950">
        {card.mismatches.some((mismatch) => mismatch.correction)
          ? `${count} ${count === 1 ? "hole needs" : "holes need"} agreeing`
          : `The player and the marker differ on ${count} ${count === 1 ? "hole" : "holes"}`}
      </h2>
      <p className="text-base text-stone-900">
        Agree each one and enter the right number again: nobody can sign until they match.
      </p>
      <table className="w-full overflow-hidden rounded-xl bg-white text-center text-base">
        <caption className="sr-only">Holes where the player and the marker differ</caption>
        <thead className="bg-stone-100 text-sm text-stone-800">
          <tr>
            <th scope="col" className="px-2 py-2">
              Hole
            </th>
            <th scope="col" className="px-2 py-2">
              {card.player.fullName} (player)
            </th>
            <th scope="col" className="px-2 py-2">
              {card.marker?.fullName ?? "Marker"} (marker)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {card.mismatches.map((mismatch) => (
            <tr key={mismatch.holeNumber}>
              <th scope="row" className="px-2 py-1">
                {onChooseHole ? (
                  <button
                    type="button"
                    onClick={() => onChooseHole(mismatch.holeNumber)}
                    className="min-h-12 min-w-12 rounded-lg text-lg font-bold underline underline-offset-4"
                  >
                    {mismatch.holeNumber}
                  </button>
                ) : (
                  <span className="text-lg font-bold">{mismatch.holeNumber}</span>
                )}
              </th>
              <td className="px-2 py-1 text-2xl font-bold tabular-nums">{grossText(mismatch.player)}</td>
              <td className="px-2 py-1 text-2xl font-bold tabular-nums">{grossText(mismatch.marker)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CorrectionNotes card={card} />
    </section>
  );
}

/** Who replaced whose entry without seeing it: the hole stands as corrected until someone else enters it again. */
function CorrectionNotes({ card }: { card: ScorecardDto }) {
  const corrections = card.mismatches.flatMap((mismatch) =>
    mismatch.correction ? [{ holeNumber: mismatch.holeNumber, ...mismatch.correction }] : [],
  );
  if (corrections.length === 0) return null;
  return (
    <ul className="space-y-1 text-base text-stone-900">
      {corrections.map((correction) => (
        <li key={correction.holeNumber}>
          Hole {correction.holeNumber}: {correction.by.fullName} ({correction.role}) changed{" "}
          {grossText(correction.replaced)} to {grossText(correction.value)} over another entry. Someone else must enter
          it again to confirm it.
        </li>
      ))}
    </ul>
  );
}
