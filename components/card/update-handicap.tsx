"use client";

import { useState } from "react";
import { HANDICAP_MAX, HANDICAP_MIN } from "@/lib/golf/constants";
import { useUpdateCardHandicap } from "@/lib/hooks/use-card-actions";
import { formatPlayingHandicap } from "@/lib/validation/handicap-format";
import type { ScorecardDto } from "@/lib/validation/scorecards";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import { TextField } from "../ui/text-field";

const RANGE = `Enter a whole number from +${-HANDICAP_MIN} to ${HANDICAP_MAX}, e.g. 18 or +2.`;

/** "18" → 18, "+2" → −2 (a plus handicap, as golfers write it); null when it is not a playing handicap. */
function parsePlaying(text: string): number | null {
  const match = /^\s*(\+)?(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const value = match[1] ? -Number(match[2]) : Number(match[2]);
  return value >= HANDICAP_MIN && value <= HANDICAP_MAX ? value : null;
}

type Props = { card: ScorecardDto; onClose: () => void; onUpdated: (card: ScorecardDto) => void };

/** Admins: the card's playing handicap for this event, with the reason kept in its history; every hole is rescored. Mounted while open. */
export function UpdateHandicapDialog({ card, onClose, onUpdated }: Props) {
  const update = useUpdateCardHandicap();
  const [value, setValue] = useState(formatPlayingHandicap(card.eventHandicap));
  const [reason, setReason] = useState("");
  const [problems, setProblems] = useState<{ value?: string; reason?: string }>({});

  const submit = async () => {
    const eventHandicap = parsePlaying(value);
    const found = {
      value: eventHandicap === null ? RANGE : undefined,
      reason: reason.trim() ? undefined : "Say why, for the card's history.",
    };
    setProblems(found);
    if (eventHandicap === null || found.reason) return;
    const result = await update.trigger({ id: card.id, eventHandicap, reason: reason.trim() });
    if (!result.ok) return;
    onUpdated(result.data);
    onClose();
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Update handicap"
      description={`${card.player.fullName}'s playing handicap for this event. Points on every hole follow from it.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Playing handicap"
          inputMode="text"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={problems.value ?? update.fieldErrors.eventHandicap}
          hint="A plus handicap is written +2."
        />
        <TextField
          label="Reason"
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
          error={problems.reason ?? update.fieldErrors.reason}
          hint="Kept in the card's history, e.g. “Handicap index updated before the round”."
        />
        {update.error && Object.keys(update.fieldErrors).length === 0 ? (
          <Alert tone="error">{update.error.message}</Alert>
        ) : null}
        <Button type="submit" busy={update.isMutating} className="w-full">
          Save handicap
        </Button>
      </form>
    </Modal>
  );
}
