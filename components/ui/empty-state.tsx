import type { ReactNode } from "react";

/**
 * What a list or page says when it has nothing to show, in its place: a flag on an empty green, a line saying what
 * is missing, and what fills it (or the action that does).
 */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-panel border border-dashed border-line-strong bg-surface-raised/70 px-panel py-8 text-center">
      <svg viewBox="0 0 64 40" className="h-10 w-16" aria-hidden>
        <ellipse cx="32" cy="33" rx="28" ry="6" className="fill-fairway-200" />
        <ellipse cx="38" cy="33" rx="3" ry="1.2" className="fill-ink" />
        <path d="M38 33V5" className="stroke-ink" strokeWidth="1.6" strokeLinecap="round" />
        <path d="M38.8 5.5l13 5-13 5z" className="fill-flag-600" />
      </svg>
      <p className="text-title text-ink">{title}</p>
      {children ? <div className="max-w-prose text-body text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
