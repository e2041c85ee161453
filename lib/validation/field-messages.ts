// Field messages as forms and the API client show them, without zod (field-errors.ts turns zod's issues into these):
// client code reads a problem's messages with this on every page that writes.

/** One field's message, as a problem's `errors` member lists it. */
export type FieldError = { field: string; message: string };

/** The messages a form shows, one a field. */
export type FieldErrors = Record<string, string>;

/** The first message for each field, the one a person reads first: on the server's errors and on a form's own check alike. */
export function firstMessageByField(errors: readonly FieldError[]): FieldErrors {
  const messages: FieldErrors = {};
  for (const { field, message } of errors) messages[field] ??= message;
  return messages;
}
