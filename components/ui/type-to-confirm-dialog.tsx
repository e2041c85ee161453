"use client";

import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";
import { TextField } from "./text-field";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** What the person types to confirm (an email, a name), shown to them; letter case does not matter. */
  expected: string;
  /** The label of the box ("Type your email address to confirm"). */
  label: string;
  onConfirm: (typed: string) => void;
  busy: boolean;
  error?: string;
};

/**
 * The ask before what cannot be undone at all (erasing someone): the confirm button waits until the exact words are
 * typed, so no tap of the thumb alone can do it. The server checks the typed words again.
 */
export function TypeToConfirmDialog({ expected, label, onConfirm, onOpenChange, ...dialog }: Props) {
  const [typed, setTyped] = useState("");
  const matches = typed.trim().toLowerCase() === expected.trim().toLowerCase();
  return (
    <ConfirmDialog
      {...dialog}
      onOpenChange={(open) => {
        if (!open) setTyped("");
        onOpenChange(open);
      }}
      confirmDisabled={!matches}
      onConfirm={() => onConfirm(typed)}
    >
      <TextField
        label={label}
        hint={expected}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
    </ConfirmDialog>
  );
}
