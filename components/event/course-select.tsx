"use client";

import { useId } from "react";
import type { ApiError } from "@/lib/hooks/api-client";
import { useSweepCourses } from "@/lib/hooks/use-event-page";
import { Button } from "../ui/button";
import { SelectField } from "../ui/select-field";

type Props = {
  sweepId: string;
  value: string;
  onChange: (courseId: string) => void;
  error?: string;
  disabled?: boolean;
};

/** The words of docs/screens-and-api.md#error-messages for a course list that could not be read: the server's answer, or what went wrong on the way. */
function courseListFailure(error: ApiError): string {
  return error.kind === "refused"
    ? `Server returned code: ${error.status}, error message is: ${error.message}`
    : `An error occurred: ${error.message}`;
}

/** The sweep's courses (GET /api/courses?sweepId=); if they cannot be read the list is empty and says why. */
export function CourseSelect({ sweepId, value, onChange, error, disabled = false }: Props) {
  const loadErrorId = useId();
  const { data, error: loadError, isLoading, mutate } = useSweepCourses(sweepId);
  const courses = loadError ? [] : (data ?? []);
  return (
    <div className="space-y-1">
      <SelectField
        label="Course"
        value={value}
        onChange={(change) => onChange(change.target.value)}
        error={error}
        aria-describedby={loadError ? loadErrorId : undefined}
        required
        disabled={disabled}
      >
        <option value="">
          {isLoading ? "Loading courses…" : courses.length === 0 ? "No courses to choose from" : "Choose a course"}
        </option>
        {courses.map((course) => (
          <option key={course.id} value={course.id}>
            {course.name} (par {course.par})
          </option>
        ))}
      </SelectField>
      {loadError ? (
        <div
          id={loadErrorId}
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <span className="min-w-0 flex-1">{courseListFailure(loadError)}</span>
          <Button variant="secondary" onClick={() => mutate()}>
            Try again
          </Button>
        </div>
      ) : null}
      {!isLoading && !loadError && courses.length === 0 ? (
        <p className="text-sm text-stone-700">This sweep has no courses yet: add one first.</p>
      ) : null}
    </div>
  );
}
