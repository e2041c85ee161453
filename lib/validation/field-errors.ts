import type { z } from "zod";
import { type FieldError, type FieldErrors, firstMessageByField } from "./field-messages";

const fieldName = (path: readonly PropertyKey[]): string => path.map(String).join(".") || "(body)";

/**
 * Each zod issue as a field error: the field by its dotted path, "(body)" for an issue with the whole value. A
 * field the call does not take is an error of its own, named, so that a client sending another shape learns which
 * of its fields went unread instead of being answered with a success that stored nothing; for a union of shapes,
 * the fields none of them takes.
 */
export function zodFieldErrors(error: Pick<z.ZodError, "issues">): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === "unrecognized_keys") return unknownFieldErrors(issue.path, issue.keys);
    const own = { field: fieldName(issue.path), message: issue.message };
    if (issue.code !== "invalid_union") return [own];
    const refusedBy = issue.errors.map(
      (issues) =>
        new Set(
          issues.flatMap((inner) => (inner.code === "unrecognized_keys" && !inner.path.length ? inner.keys : [])),
        ),
    );
    const refusedByAll = [...(refusedBy[0] ?? [])].filter((key) => refusedBy.every((keys) => keys.has(key)));
    return [own, ...unknownFieldErrors(issue.path, refusedByAll)];
  });
}

const unknownFieldErrors = (path: readonly PropertyKey[], keys: readonly string[]): FieldError[] =>
  keys.map((key) => ({
    field: fieldName([...path, key]),
    message: `This call does not take a field "${key}"${path.length ? ` in ${fieldName(path)}` : ""}.`,
  }));

/** A form's own check before it sends: the same messages, keyed like the server's, that the server would answer. */
export const zodFieldMessages = (error: z.ZodError): FieldErrors => firstMessageByField(zodFieldErrors(error));

/**
 * The issues to report for a body that none of a union's shapes took: those of the one shape whose fields the body
 * has exactly, so that its wrong values are named field by field; otherwise the union's own issue, whose message
 * names the shapes the call takes.
 */
export function issuesOfFittingShape(error: z.ZodError, body: unknown): z.core.$ZodIssue[] {
  const [only] = error.issues;
  if (error.issues.length !== 1 || only?.code !== "invalid_union" || only.path.length > 0) return error.issues;
  if (typeof body !== "object" || body === null || Array.isArray(body)) return error.issues;
  const isShapeIssue = (issue: z.core.$ZodIssue) =>
    issue.code === "unrecognized_keys" || (issue.path.length === 1 && !Object.hasOwn(body, String(issue.path[0])));
  const fitting = only.errors.filter((issues) => !issues.some(isShapeIssue));
  return fitting.length === 1 && fitting[0] ? fitting[0] : error.issues;
}
