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
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: `mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-sm focus:outline-2 focus:outline-fairway-600 ${error ? "border-red-600" : "border-stone-300"}`,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
