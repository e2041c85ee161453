import type { z } from "zod";

/** One field's message, as a problem's `errors` member lists it. */
export type FieldError = { field: string; message: string };

/** The messages a form shows, one a field. */
export type FieldErrors = Record<string, string>;

/** Each zod issue as a field error: the field by its dotted path, "(body)" for an issue with the whole value. */
export function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "(body)", message: issue.message }));
}

/** The first message for each field, the one a person reads first: on the server's errors and on a form's own check alike. */
export function firstMessageByField(errors: readonly FieldError[]): FieldErrors {
  const messages: FieldErrors = {};
  for (const { field, message } of errors) messages[field] ??= message;
  return messages;
}

/** A form's own check before it sends: the same messages, keyed like the server's, that the server would answer. */
export const zodFieldMessages = (error: z.ZodError): FieldErrors => firstMessageByField(zodFieldErrors(error));
