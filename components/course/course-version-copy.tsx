"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { copyCourse } from "@/lib/contracts/routes/courses";
import { useApiMutation } from "@/lib/hooks/use-api-mutation";
import { coursesKey } from "@/lib/hooks/use-courses";
import type { CourseDto } from "@/lib/validation/courses";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

/**
 * Why the holes cannot change (a closed event's stored results used them), and the way on: a copy of the course in
 * the same sweep under a new name, whose holes can be edited.
 */
export function CourseVersionCopy({ course, canCopy }: { course: CourseDto; canCopy: boolean }) {
  const router = useRouter();
  const [name, setName] = useState(`${course.name} (new version)`);
  const copy = useApiMutation(copyCourse, {
    params: { courseId: course.id },
    revalidate: [coursesKey(course.sweepId)],
  });
  const [isOpening, startOpening] = useTransition();

  const makeVersion = async () => {
    const result = await copy.trigger({ sweepId: course.sweepId, name });
    if (result.ok) startOpening(() => router.push(`/sweeps/${course.sweepId}/courses/${result.data.id}`));
  };

  return (
    <div className="rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950">
      <p className="font-semibold">Pars and stroke indexes are fixed.</p>
      <p className="mt-1">
        A closed event was played on this course, and its results were worked out from these holes, so they stay as they
        are.
        {canCopy
          ? " The name and tees can still change. To change the holes, copy the course to make a new version."
          : ""}
      </p>
      {canCopy ? (
        <div className="mt-3 flex flex-col gap-3 text-stone-900 sm:flex-row sm:items-start">
          <TextField
            className="flex-1"
            label="Name of the new version"
            value={name}
            error={copy.fieldErrors.name ?? copy.error?.message}
            onChange={(event) => setName(event.target.value)}
          />
          <Button
            variant="secondary"
            className="sm:mt-6"
            busy={copy.isMutating || isOpening}
            onClick={() => void makeVersion()}
          >
            Copy to make a new version
          </Button>
        </div>
      ) : null}
    </div>
  );
}
