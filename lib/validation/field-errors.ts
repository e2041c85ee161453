import type { z } from "zod";

/** One field's message, as a problem's `errors` member lists it. */
export type FieldError = { field: string; message: string };

/** The messages a form shows, one a field. */
export type FieldErrors = Record<string, string>;

const fieldName = (path: readonly PropertyKey[]): string => path.map(String).join(".") || "(body)";

/**
 * Each zod issue as a field error: the field by its dotted path, "(body)" for an issue with the whole value. A
 * field the call does not take is an error of its own, named, so that a client sending another shape learns which
 * of its fields went unread instead of being answered with a success that stored nothing.
 */
export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({
          field: fieldName([...issue.path, key]),
          message: `This call does not take a field "${key}"${issue.path.length ? ` in ${fieldName(issue.path)}` : ""}.`,
        }))
      : [{ field: fieldName(issue.path), message: issue.message }],
  );
}

/** The first message for each field, the one a person reads first: on the server's errors and on a form's own check alike. */
export function firstMessageByField(errors: readonly FieldError[]): FieldErrors {
  const messages: FieldErrors = {};
  for (const { field, message } of errors) messages[field] ??= message;
  return messages;
}

/** A form's own check before it sends: the same messages, keyed like the server's, that the server would answer. */
export const zodFieldMessages = (error: z.ZodError): FieldErrors => firstMessageByField(zodFieldErrors(error));
