import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "accent" | "solid" | "info" | "highlight" | "danger";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-surface-sunken text-ink-muted ring-line",
  accent: "bg-accent-soft text-accent-strong ring-fairway-200",
  solid: "bg-accent text-on-accent ring-accent",
  info: "bg-info-soft text-sky-900 ring-sky-200",
  highlight: "bg-highlight-soft text-sand-800 ring-gold-300",
  danger: "bg-danger-soft text-danger-strong ring-flag-100",
};

/** A short status or label on a pill: one shape and size everywhere, its tone saying what kind of fact it is. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-label font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
