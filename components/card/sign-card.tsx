"use client";

import { useSignCard } from "@/lib/hooks/use-card-actions";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

/** obstacle: the phone card's reason the card cannot be signed yet (lib/scoring/phone-card.ts), waiting saves included. */
type Props = { card: ScorecardDto; obstacle: string | null; onSigned: (card: ScorecardDto) => void };

/** Which signature is the viewer's: the player signs; the marker (or an admin, where there is no marker) attests. */
function ownSignature(card: ScorecardDto): { verb: "Sign" | "Attest"; done: ScorecardDto["signature"] } | null {
  if (card.viewer.relation === "player") return { verb: "Sign", done: card.signature };
  if (card.viewer.relation === "marker" || (card.viewer.isAdmin && !card.marker))
    return { verb: "Attest", done: card.attestation };
  return null;
}

/** Sign (the player) or attest (the marker): the last step of a card, once it is complete and both agree. */
export function SignCard({ card, obstacle, onSigned }: Props) {
  const sign = useSignCard(card.id);
  const mine = ownSignature(card);
  if (!mine || card.eventComplete || mine.done?.current) return null;
  const label = mine.verb === "Sign" ? "Sign my card" : `Attest ${card.player.fullName}'s card`;
  return (
    <section
      aria-label={mine.verb === "Sign" ? "Sign" : "Attest"}
      className="space-y-3 rounded-2xl border border-stone-300 bg-white p-4 shadow-sm"
    >
      <p className="text-base text-stone-900">
        {mine.verb === "Sign"
          ? "Signing says these are your scores. Once your marker has attested too, only admins can change the card."
          : `Attesting says these are ${card.player.fullName}'s scores as you marked them.`}
      </p>
      {obstacle ? <p className="font-semibold text-stone-950">{obstacle}</p> : null}
      {sign.error ? <Alert tone="error">{sign.error.message}</Alert> : null}
      <Button
        className="min-h-12 w-full text-lg sm:w-auto"
        disabled={obstacle !== null || !card.viewer.canSign}
        busy={sign.isMutating}
        onClick={async () => {
          const result = await sign.trigger({ version: card.version });
          if (result.ok) onSigned(result.data);
        }}
      >
        {label}
      </Button>
    </section>
  );
}
