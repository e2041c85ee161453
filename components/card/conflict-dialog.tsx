"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { DialogAction } from "../ui/dialog-action";

export type HoleConflictView = {
  holeNumber: number;
  mine: number | null;
  theirs: {
    gross: number | null;
    by: { id: string; fullName: string } | null;
    role: "player" | "marker" | "admin" | null;
  };
};

const grossText = (gross: number | null) => (gross === null ? "–" : String(gross));
const grossWords = (gross: number | null) =>
  gross === null ? "no gross" : gross === 0 ? "0 (no score)" : String(gross);

type Props = {
  playerName: string;
  conflict: HoleConflictView;
  onResolve: (holeNumber: number, keep: "mine" | "theirs") => void;
};

/**
 * Two people wrote different numbers for one hole (docs/live-scoring.md#versions-and-conflicts: no silent overwrite): both numbers side by
 * side, who wrote the other, and a choice. It cannot be dismissed by a stray tap: one of the two must be chosen.
 * Mounted while a conflict waits; the next one follows when this one is answered.
 */
export function ConflictDialog({ playerName, conflict, onResolve }: Props) {
  const who = conflict.theirs.by
    ? `${conflict.theirs.by.fullName}${conflict.theirs.role ? ` (${conflict.theirs.role})` : ""}`
    : "Someone else";
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/60" />
        <AlertDialog.Content className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md space-y-4 rounded-2xl border-2 border-stone-900 bg-white p-5 shadow-xl focus:outline-none sm:inset-x-0 sm:top-1/4 sm:bottom-auto">
          <AlertDialog.Title className="text-xl font-bold text-stone-950">
            {playerName}, hole {conflict.holeNumber}: which score is right?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-base text-stone-800">
            You entered {grossWords(conflict.mine)}; {who} entered {grossWords(conflict.theirs.gross)}. Check with them,
            then keep the right one.
          </AlertDialog.Description>
          <div className="grid grid-cols-2 gap-3 text-center">
            <Choice label="Yours" gross={grossText(conflict.mine)} />
            <Choice label={conflict.theirs.by?.fullName ?? "Theirs"} gross={grossText(conflict.theirs.gross)} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <DialogAction
              variant="secondary"
              className="min-h-12"
              onClick={() => onResolve(conflict.holeNumber, "mine")}
            >
              Keep {grossText(conflict.mine)}
            </DialogAction>
            <DialogAction className="min-h-12" onClick={() => onResolve(conflict.holeNumber, "theirs")}>
              Keep {grossText(conflict.theirs.gross)}
            </DialogAction>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function Choice({ label, gross }: { label: string; gross: string }) {
  return (
    <div className="rounded-xl border-2 border-stone-300 bg-stone-50 p-3">
      <p className="truncate text-sm font-semibold text-stone-800">{label}</p>
      <p className="text-5xl font-black text-stone-950 tabular-nums">{gross}</p>
    </div>
  );
}
