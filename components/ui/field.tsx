import { type ReactNode, useId } from "react";

/** What a field gives its control: the id its label names, and its error or hint as the control's description. */
export type FieldControl = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  /** More ids describing the control, after the field's own error or hint. */
  describedBy?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
};

/** A control with its label above and its error (or else its hint) below, announced to screen readers with it. */
export function Field({ label, error, hint, describedBy: moreDescribedBy, className = "", children }: FieldProps) {
  const id = useId();
  const ownDescription = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const describedBy = [ownDescription, moreDescribedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-label font-semibold text-ink">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: `mt-1 block min-h-tap w-full rounded-control border bg-surface-raised px-3 text-body text-ink shadow-sm focus:outline-2 focus:outline-accent ${error ? "border-danger" : "border-line-strong"}`,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-label text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-label text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
