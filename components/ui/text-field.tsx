import type { InputHTMLAttributes } from "react";
import { Field } from "./field";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input with its error announced to screen readers. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
