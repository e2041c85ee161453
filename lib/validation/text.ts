import { z } from "zod";
import { looksBlank } from "./blank-text";

// C0 and C1 control characters and DEL: no form can type them, and PostgreSQL refuses NUL in text.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// Format characters that draw nothing or reorder what is drawn (zero-width spaces, bidi marks, embeddings,
// overrides and isolates, byte-order mark): stripped, so "Alex\u202e" cannot pose as another name.
const INVISIBLE_FORMAT = /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/g;

export type TextFieldOptions = { max: number; optional?: boolean };

/** Normalises typed text: one Unicode form, invisible format characters removed, outer spaces trimmed. */
function cleanText(value: string): string {
  return value.normalize("NFC").replace(INVISIBLE_FORMAT, "").trim();
}

/**
 * A single-line text field a person types (a name, a title): refuses control characters, strips invisible
 * ones, trims, refuses what is blank once cleaned, and caps the length. Every message names the field.
 */
export function textField(label: string, { max }: { max: number }) {
  return z
    .string({ error: `${label} is required.` })
    .max(max * 4, `${label} must be at most ${max} characters.`)
    .refine(
      (value) => !CONTROL_CHARACTER.test(value),
      `${label} cannot contain line breaks, tabs or other control characters.`,
    )
    .transform(cleanText)
    .refine((value) => !looksBlank(value), `${label} is required.`)
    .refine((value) => [...value].length <= max, `${label} must be at most ${max} characters.`);
}
