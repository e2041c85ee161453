"use client";

import { useSweepCourses } from "@/lib/hooks/use-event-page";
import { HOLES_PER_CARD } from "@/lib/golf/constants";
import type { EventNine } from "@/lib/golf/course";
import { SelectField } from "../ui/select-field";

type Props = {
  sweepId: string;
  courseId: string;
  value: EventNine | null;
  onChange: (nine: EventNine | null) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The holes an event plays on an 18-hole course: all of them, or its front or back nine (docs/golf-rules.md#nine-hole-cards).
 * A nine-hole course is played whole, so the choice is shown only for 18 holes.
 */
export function NineSelect({ sweepId, courseId, value, onChange, error, disabled = false }: Props) {
  const { data } = useSweepCourses(sweepId);
  const course = data?.find((candidate) => candidate.id === courseId);
  if (!course || course.holes.length !== HOLES_PER_CARD) return null;
  return (
    <SelectField
      label="Holes"
      value={value ?? ""}
      onChange={(change) => onChange(change.target.value === "" ? null : (change.target.value as EventNine))}
      error={error}
      disabled={disabled}
      className="sm:max-w-xs"
    >
      <option value="">All 18 holes</option>
      <option value="front">Front nine (holes 1–9)</option>
      <option value="back">Back nine (holes 10–18)</option>
    </SelectField>
  );
}
