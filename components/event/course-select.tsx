"use client";

import { useId } from "react";
import type { ApiError } from "@/lib/hooks/api-client";
import { useSweepCourses } from "@/lib/hooks/use-event-page";
import { Button } from "../ui/button";

type Props = { sweepId: string; value: string; onChange: (courseId: string) => void; error?: string };

/** The words of docs/screens-and-api.md#error-messages for a course list that could not be read: the server's answer, or what went wrong on the way. */
function courseListFailure(error: ApiError): string {
  return error.kind === "refused" ? `Server returned code: ${error.status}, error message is: ${error.message}` : `An error occurred: ${error.message}`;
}

/** The sweep's courses (GET /api/courses?sweepId=); if they cannot be read the list is empty and says why. */
export function CourseSelect({ sweepId, value, onChange, error }: Props) {
  const id = useId();
  const { data, error: loadError, isLoading, mutate } = useSweepCourses(sweepId);
  const courses = loadError ? [] : (data ?? []);
  const describedBy = [error ? `${id}-error` : null, loadError ? `${id}-load-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Course
      </label>
      <select
        id={id}
        value={value}
        onChange={(change) => onChange(change.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        required
        className={`block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-sm focus:outline-2 focus:outline-fairway-600 ${error ? "border-red-600" : "border-stone-300"}`}
      >
        <option value="">{isLoading ? "Loading courses…" : courses.length === 0 ? "No courses to choose from" : "Choose a course"}</option>
        {courses.map((course) => (
          <option key={course.id} value={course.id}>
            {course.name} (par {course.par})
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {loadError ? (
        <div id={`${id}-load-error`} role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          <span className="min-w-0 flex-1">{courseListFailure(loadError)}</span>
          <Button variant="secondary" onClick={() => mutate()}>
            Try again
          </Button>
        </div>
      ) : null}
      {!isLoading && !loadError && courses.length === 0 ? <p className="text-sm text-stone-700">This sweep has no courses yet: add one first.</p> : null}
    </div>
  );
}
