"use client";

import { type FormEvent, type ReactNode, useRef, useState } from "react";
import {
  checkHoles,
  courseFieldsOf,
  type CourseDraft,
  type HoleCount,
  type HoleDraft,
  type HoleIssue,
  holesInPlay,
  parTotals,
  placeFieldErrors,
} from "@/lib/courses/course-draft";
import { HOLES_PER_CARD, HOLES_PER_NINE } from "@/lib/golf/constants";
import type { ApiError } from "@/lib/hooks/api-client";
import type { UpdateCourseBody, updateCourseBodySchema } from "@/lib/validation/courses";
import { zodFieldMessages } from "@/lib/validation/field-errors";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SelectField } from "../ui/select-field";
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
  /** Events are played on the course: it keeps its number of holes (a course with the other number is a new one). */
  isHoleCountLocked: boolean;
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

/**
 * The course editor: name, 18 holes in two nines or a nine-hole course, with live par totals, tees; problems shown on
 * their rows before Save.
 */
export function CourseForm({
  initialDraft,
  isReadOnly,
  areHolesLocked,
  isHoleCountLocked,
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

  const holes = holesInPlay(draft);
  const isNine = draft.holeCount === HOLES_PER_NINE;
  const check = checkHoles(holes, { includeBlanks: hasTriedSave });
  const placed = placeFieldErrors({
    ...serverError?.fieldErrors,
    ...(hasTriedSave && bodySchema ? schemaErrorsOf(draft, bodySchema) : {}),
  });
  const holeIssues = areHolesLocked ? placed.holes : mergeIssues(check.byHole, placed.holes);
  const totals = parTotals(holes);
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
    const holesReady = areHolesLocked || checkHoles(holesInPlay(draft), { includeBlanks: true }).isValid;
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
      {isReadOnly || areHolesLocked || isHoleCountLocked ? null : (
        <SelectField
          label="Holes"
          value={String(draft.holeCount)}
          onChange={(change) => setDraft({ ...draft, holeCount: Number(change.target.value) as HoleCount })}
          className="sm:max-w-xs"
        >
          <option value={HOLES_PER_CARD}>18 holes</option>
          <option value={HOLES_PER_NINE}>9 holes</option>
        </SelectField>
      )}
      {isNine && !isReadOnly && !areHolesLocked ? (
        <p className="text-stone-800">
          Stroke indexes of a nine: 1 to 9, or the odd (1, 3 … 17) or even (2, 4 … 18) indexes of an 18-hole card.
        </p>
      ) : null}
      <div className={isNine ? "grid gap-4" : "grid gap-4 lg:grid-cols-2"}>
        <HoleRows
          title={isNine ? "Nine holes" : "Out"}
          holes={holes.slice(0, HOLES_PER_NINE)}
          parTotal={totals.out}
          issues={holeIssues}
          isReadOnly={isReadOnly || areHolesLocked}
          onChange={changeHole}
        />
        {isNine ? null : (
          <HoleRows
            title="In"
            holes={holes.slice(HOLES_PER_NINE)}
            parTotal={totals.in}
            issues={holeIssues}
            isReadOnly={isReadOnly || areHolesLocked}
            onChange={changeHole}
          />
        )}
      </div>
      <TeeRows
        tees={draft.tees}
        holeCount={draft.holeCount}
        errors={placed.tees}
        yardErrors={placed.teeYards}
        isReadOnly={isReadOnly}
        onChange={(tees) => setDraft({ ...draft, tees })}
      />
      <div ref={summary} tabIndex={-1} className="scroll-mb-24 space-y-2 focus:outline-none">
        {check.unusedIndexes.length > 0 &&
        check.unusedIndexes.length < HOLES_PER_CARD &&
        !isReadOnly &&
        !areHolesLocked ? (
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
          {isNine ? null : (
            <>
              <span>
                Out <strong className="text-lg text-stone-900">{totals.out}</strong>
              </span>
              <span>
                In <strong className="text-lg text-stone-900">{totals.in}</strong>
              </span>
            </>
          )}
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
