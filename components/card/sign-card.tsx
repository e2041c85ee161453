"use client";

import { useSignCard } from "@/lib/hooks/use-card-actions";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import type { OwnSignature } from "./own-signature";

/**
 * verb: the signature the viewer owes the card (own-signature.ts); obstacle: the phone card's reason the card cannot
 * be signed yet (lib/scoring/phone-card.ts), waiting saves included.
 */
type Props = {
  card: ScorecardDto;
  verb: OwnSignature;
  obstacle: string | null;
  onSigned: (card: ScorecardDto) => void;
};

/**
 * Sign (the player) or attest (the marker): the last step of a card, once it is complete and both agree. Fetched
 * only for a viewer who owes the card a signature (lazy-parts.tsx).
 */
export function SignCard({ card, verb, obstacle, onSigned }: Props) {
  const sign = useSignCard(card.id);
  const label = verb === "Sign" ? "Sign my card" : `Attest ${card.player.fullName}'s card`;
  return (
    <section
      aria-label={verb === "Sign" ? "Sign" : "Attest"}
      className="space-y-3 rounded-2xl border border-stone-300 bg-white p-4 shadow-sm"
    >
      <p className="text-base text-stone-900">
        {verb === "Sign"
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
