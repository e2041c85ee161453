"use client";

import { type FormEvent, type ReactNode, useRef, useState } from "react";
import {
  checkHoles,
  courseFieldsOf,
  type CourseDraft,
  type HoleDraft,
  type HoleIssue,
  parTotals,
  placeFieldErrors,
} from "@/lib/courses/course-draft";
import type { ApiError } from "@/lib/hooks/api-client";
import type { UpdateCourseBody, updateCourseBodySchema } from "@/lib/validation/courses";
import { zodFieldMessages } from "@/lib/validation/field-errors";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { showToast } from "../ui/toast";
import { HoleRows } from "./hole-rows";
import { TeeRows } from "./tee-rows";

export type CourseFormProps = {
  initialDraft: CourseDraft;
  /** A member's view: everything shown, nothing editable. */
  isReadOnly: boolean;
  /** A closed event used the course: its pars and stroke indexes stay as they are (the name and tees may change). */
  areHolesLocked: boolean;
  save: (fields: UpdateCourseBody) => Promise<boolean>;
  isSaving: boolean;
  serverError: ApiError | undefined;
  submitLabel: string;
  notice?: ReactNode;
};

const mergeIssues = (a: Map<number, HoleIssue>, b: Map<number, HoleIssue>) => {
  const merged = new Map(a);
  for (const [number, issue] of b) merged.set(number, { ...issue, ...merged.get(number) });
  return merged;
};

type BodySchema = typeof updateCourseBodySchema;

/**
 * The body schema's messages for the name and the tees, live once a save was tried (the schema loads then, so
 * opening the editor costs no zod). Its messages for the holes are left to checkHoles, which says the same on the
 * rows themselves.
 */
function schemaErrorsOf(draft: CourseDraft, bodySchema: BodySchema): Record<string, string> {
  const parsed = bodySchema.safeParse(courseFieldsOf(draft));
  if (parsed.success) return {};
  return Object.fromEntries(
    Object.entries(zodFieldMessages(parsed.error)).filter(([path]) => !path.startsWith("holes")),
  );
}

/** The course editor: name, 18 holes in two nines with live par totals, tees; problems shown on their rows before Save. */
export function CourseForm({
  initialDraft,
  isReadOnly,
  areHolesLocked,
  save,
  isSaving,
  serverError,
  submitLabel,
  notice,
}: CourseFormProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const [bodySchema, setBodySchema] = useState<BodySchema | null>(null);
  const summary = useRef<HTMLDivElement>(null);

  const check = checkHoles(draft.holes, { includeBlanks: hasTriedSave });
  const placed = placeFieldErrors({
    ...serverError?.fieldErrors,
    ...(hasTriedSave && bodySchema ? schemaErrorsOf(draft, bodySchema) : {}),
  });
  const holeIssues = areHolesLocked ? placed.holes : mergeIssues(check.byHole, placed.holes);
  const totals = parTotals(draft.holes);
  const problems = [...(areHolesLocked ? [] : check.messages), ...placed.general];
  if (serverError && Object.keys(serverError.fieldErrors).length === 0) problems.push(serverError.message);

  const changeHole = (number: number, change: Partial<HoleDraft>) =>
    setDraft((current) => ({
      ...current,
      holes: current.holes.map((hole) => (hole.number === number ? { ...hole, ...change } : hole)),
    }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSave(true);
    const schema = bodySchema ?? (await import("@/lib/validation/courses")).updateCourseBodySchema;
    setBodySchema(schema);
    const parsed = schema.safeParse(courseFieldsOf(draft));
    const holesReady = areHolesLocked || checkHoles(draft.holes, { includeBlanks: true }).isValid;
    if (!holesReady || !parsed.success) {
      summary.current?.focus();
      return;
    }
    if (await save(parsed.data)) showToast(`Saved ${parsed.data.name}.`);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {notice}
      <TextField
        label="Course name"
        value={draft.name}
        readOnly={isReadOnly}
        error={placed.name}
        placeholder="e.g. Royal Example, Old Course"
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <HoleRows
          title="Out"
          holes={draft.holes.slice(0, 9)}
          parTotal={totals.out}
          issues={holeIssues}
          isReadOnly={isReadOnly || areHolesLocked}
          onChange={changeHole}
        />
        <HoleRows
          title="In"
          holes={draft.holes.slice(9)}
          parTotal={totals.in}
          issues={holeIssues}
          isReadOnly={isReadOnly || areHolesLocked}
          onChange={changeHole}
        />
      </div>
      <TeeRows
        tees={draft.tees}
        errors={placed.tees}
        isReadOnly={isReadOnly}
        onChange={(tees) => setDraft({ ...draft, tees })}
      />
      <div ref={summary} tabIndex={-1} className="scroll-mb-24 space-y-2 focus:outline-none">
        {check.unusedIndexes.length > 0 && check.unusedIndexes.length < 18 && !isReadOnly && !areHolesLocked ? (
          <p className="text-stone-800">
            Stroke indexes still to place: <strong className="tabular-nums">{check.unusedIndexes.join(", ")}</strong>
          </p>
        ) : null}
        {problems.length > 0 ? (
          <Alert tone="error">
            <p className="font-semibold">
              {hasTriedSave ? "Not saved yet: fix these first." : "Check these before saving:"}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-stone-200 bg-white/95 px-4 py-2 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <p className="flex gap-3 text-stone-800 tabular-nums sm:gap-5">
          <span>
            Out <strong className="text-lg text-stone-900">{totals.out}</strong>
          </span>
          <span>
            In <strong className="text-lg text-stone-900">{totals.in}</strong>
          </span>
          <span>
            Par <strong className="text-2xl text-stone-900">{totals.total}</strong>
          </span>
        </p>
        {isReadOnly ? null : (
          <Button type="submit" busy={isSaving}>
            {submitLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
