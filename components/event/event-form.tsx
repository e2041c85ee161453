"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import type { ApiError } from "@/lib/hooks/api-client";
import type { MutationResult } from "@/lib/hooks/use-api-mutation";
import { useCreateEvent, useUpdateEvent } from "@/lib/hooks/use-event-actions";
import type { EventDto, UpdateEventBody } from "@/lib/validation/events";
import { zodFieldMessages } from "@/lib/validation/field-errors";
import type { FieldErrors } from "@/lib/validation/field-messages";
import { checkedRoute } from "../layout/routes";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { CourseSelect } from "./course-select";
import { ENTRY_POLICY_LABELS } from "./entry-policy";
import { FieldLimitFields } from "./field-limit-fields";
import { NineSelect } from "./nine-select";
import { TeeSelect } from "./tee-select";

type Fields = UpdateEventBody;
type Save = { isMutating: boolean; error: ApiError | undefined; fieldErrors: FieldErrors };
type Props = {
  sweepId: string;
  initial: Fields;
  submitLabel: string;
  save: Save;
  onSave: (fields: Fields) => Promise<MutationResult<EventDto>>;
  stage?: Stage;
};

/** The body schema's messages; the schema loads on the first save, so opening the form costs no zod. */
async function fieldErrorsOf(fields: Fields): Promise<FieldErrors> {
  const { updateEventBodySchema } = await import("@/lib/validation/events");
  const parsed = updateEventBodySchema.safeParse(fields);
  return parsed.success ? {} : zodFieldMessages(parsed.error);
}

/** Create event: the date of play is today unless changed (docs/screens-and-api.md#create-and-edit-an-event). */
export function CreateEventForm({ sweepId, today }: { sweepId: string; today: string }) {
  const create = useCreateEvent();
  const initial = {
    courseId: "",
    date: today,
    winterHandicaps: false,
    doublePoints: false,
    entriesOpenAfterDraw: false,
    maxField: null,
    entryDeadline: null,
    teeName: null,
    nine: null,
  };
  return (
    <EventForm
      sweepId={sweepId}
      initial={initial}
      submitLabel="Create event"
      save={create}
      onSave={(fields) => create.trigger({ ...fields, sweepId })}
    />
  );
}

type Stage = { drawn: boolean; hasScores: boolean };

/** The same form until the event is closed: after the draw it moves the event, and the course waits for no score. */
export function EditEventForm({
  sweepId,
  eventId,
  initial,
  stage,
}: {
  sweepId: string;
  eventId: string;
  initial: Fields;
  stage: Stage;
}) {
  const update = useUpdateEvent(eventId);
  return (
    <EventForm
      sweepId={sweepId}
      initial={initial}
      submitLabel={stage.drawn ? "Move event" : "Save changes"}
      save={update}
      onSave={update.trigger}
      stage={stage}
    />
  );
}

/** What moving a drawn event does, said before it is done. */
function MoveNotice({ initial, fields, stage }: { initial: Fields; fields: Fields; stage: Stage }) {
  if (!stage.drawn) return null;
  const cardsChange =
    fields.courseId !== initial.courseId ||
    fields.winterHandicaps !== initial.winterHandicaps ||
    fields.teeName !== initial.teeName ||
    fields.nine !== initial.nine;
  return (
    <div className="space-y-2">
      <Alert tone="info">
        The draw stays as it is. A new date shows members a “Moved from” note on the event and its cards.
      </Alert>
      {stage.hasScores ? (
        <Alert tone="info">
          Scores have been entered, so the course, tees and winter handicaps stay as they are; the date can still move.
        </Alert>
      ) : cardsChange ? (
        <Alert tone="error">
          Changing the course, tees or winter handicaps recomputes every card’s playing handicap.
        </Alert>
      ) : null}
    </div>
  );
}

/**
 * Create event (docs/screens-and-api.md#create-and-edit-an-event: course and date required, the date today by default, both flags off), and the same form to
 * change an event until its draw. A refused save says why and keeps everything typed (the original ignored it).
 */
function EventForm({ sweepId, initial, submitLabel, save, onSave, stage = { drawn: false, hasScores: false } }: Props) {
  const router = useRouter();
  const [fields, setFields] = useState<Fields>(initial);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const errors = { ...save.fieldErrors, ...localErrors };
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    // A field's message goes once it is changed, so a corrected field no longer says it is wrong.
    setLocalErrors(({ [key]: _fixed, ...others }) => others);
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const invalid = await fieldErrorsOf(fields);
    setLocalErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const result = await onSave(fields);
    if (result.ok) router.push(checkedRoute(`/sweeps/${sweepId}/events/${result.data.id}`));
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <MoveNotice initial={initial} fields={fields} stage={stage} />
      <CourseSelect
        sweepId={sweepId}
        value={fields.courseId}
        onChange={(courseId) => {
          set("courseId", courseId);
          set("teeName", null);
          set("nine", null);
        }}
        error={errors.courseId}
        disabled={stage.hasScores}
      />
      <TeeSelect
        sweepId={sweepId}
        courseId={fields.courseId}
        value={fields.teeName}
        onChange={(teeName) => set("teeName", teeName)}
        error={errors.teeName}
        disabled={stage.hasScores}
      />
      <NineSelect
        sweepId={sweepId}
        courseId={fields.courseId}
        value={fields.nine}
        onChange={(nine) => set("nine", nine)}
        error={errors.nine}
        disabled={stage.hasScores}
      />
      <TextField
        label="Date of play"
        type="date"
        required
        value={fields.date}
        onChange={(change) => set("date", change.target.value)}
        error={errors.date}
        className="sm:max-w-xs"
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">How it is played</legend>
        <Checkbox
          label="Winter handicaps (¾ of each playing handicap)"
          checked={fields.winterHandicaps}
          onChange={(checked) => set("winterHandicaps", checked)}
          disabled={stage.hasScores}
        />
        <Checkbox
          label="Double order-of-merit points"
          checked={fields.doublePoints}
          onChange={(checked) => set("doublePoints", checked)}
        />
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">Entries</legend>
        <Choice
          name="entries"
          label={ENTRY_POLICY_LABELS.closeAtDraw}
          checked={!fields.entriesOpenAfterDraw}
          onChoose={() => set("entriesOpenAfterDraw", false)}
        />
        <Choice
          name="entries"
          label={ENTRY_POLICY_LABELS.openAfterDraw}
          checked={fields.entriesOpenAfterDraw}
          onChoose={() => set("entriesOpenAfterDraw", true)}
        />
      </fieldset>
      <FieldLimitFields
        limits={{ maxField: fields.maxField, entryDeadline: fields.entryDeadline }}
        errors={errors}
        onChange={(limits) => {
          set("maxField", limits.maxField);
          set("entryDeadline", limits.entryDeadline);
        }}
      />
      {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="submit" busy={save.isMutating} className="sm:min-w-40">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Choice({
  name,
  label,
  checked,
  onChoose,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-stone-900">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
        className="size-5 shrink-0 accent-fairway-700"
      />
      {label}
    </label>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-stone-900 has-disabled:cursor-not-allowed has-disabled:text-stone-500">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(change) => onChange(change.target.checked)}
        className="size-5 shrink-0 accent-fairway-700"
      />
      {label}
    </label>
  );
}
