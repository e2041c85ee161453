import type { SelectHTMLAttributes } from "react";
import { Field } from "./field";

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string };

/** A labelled select with its error announced to screen readers; aria-describedby adds more descriptions. */
export function SelectField({ label, error, className, "aria-describedby": describedBy, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} describedBy={describedBy} className={className}>
      {(control) => <select {...control} {...select} />}
    </Field>
  );
}
