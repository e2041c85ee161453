"use client";

import { useSweepCourses } from "@/lib/hooks/use-event-page";
import { SelectField } from "../ui/select-field";

type Props = {
  sweepId: string;
  courseId: string;
  value: string | null;
  onChange: (teeName: string | null) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The tees the field plays (docs/golf-rules.md#handicap-basis), from the chosen course's tees; shown only when the
 * course has some. Under the sweep's WHS basis they give each card its course handicap.
 */
export function TeeSelect({ sweepId, courseId, value, onChange, error, disabled = false }: Props) {
  const { data } = useSweepCourses(sweepId);
  const tees = data?.find((course) => course.id === courseId)?.tees ?? [];
  if (tees.length === 0) return null;
  return (
    <SelectField
      label="Tees"
      value={value ?? ""}
      onChange={(change) => onChange(change.target.value === "" ? null : change.target.value)}
      error={error}
      disabled={disabled}
      className="sm:max-w-xs"
    >
      <option value="">No tees chosen</option>
      {tees.map((tee) => (
        <option key={tee.name} value={tee.name}>
          {tee.name} ({tee.courseRating.toFixed(1)} / {tee.slopeRating})
        </option>
      ))}
    </SelectField>
  );
}
