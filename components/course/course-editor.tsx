"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { createCourse, updateCourse } from "@/lib/contracts/routes/courses";
import { draftFromCourse } from "@/lib/courses/course-draft";
import { useApiMutation } from "@/lib/hooks/use-api-mutation";
import { coursesKey } from "@/lib/hooks/use-courses";
import type { CourseDto } from "@/lib/validation/courses";
import { CourseForm } from "./course-form";
import { CourseVersionCopy } from "./course-version-copy";

/** sweeps/{id}/courses/new: an admin types in a course; once saved, the list of the sweep's courses opens. */
export function NewCourseEditor({ sweepId }: { sweepId: string }) {
  const router = useRouter();
  const create = useApiMutation(createCourse, { revalidate: [coursesKey(sweepId)] });
  // The button stays busy until the list opens, so a second tap cannot add the course twice.
  const [isOpening, startOpening] = useTransition();
  return (
    <CourseForm
      initialDraft={draftFromCourse()}
      isReadOnly={false}
      areHolesLocked={false}
      isHoleCountLocked={false}
      submitLabel="Save course"
      isSaving={create.isMutating || isOpening}
      serverError={create.error}
      save={async (fields) => {
        const result = await create.trigger({ sweepId, ...fields });
        if (result.ok) startOpening(() => router.push(`/sweeps/${sweepId}/courses`));
        return result.ok;
      }}
    />
  );
}

/** sweeps/{id}/courses/{courseId}: admins edit (pars and SIs only while no closed event used them); members read. */
export function CourseEditor({ course, canEdit }: { course: CourseDto; canEdit: boolean }) {
  const update = useApiMutation(updateCourse, {
    params: { courseId: course.id },
    revalidate: [coursesKey(course.sweepId)],
    refreshPage: true,
  });
  return (
    <CourseForm
      initialDraft={draftFromCourse(course)}
      isReadOnly={!canEdit}
      areHolesLocked={course.holesLocked}
      isHoleCountLocked={course.eventCount > 0}
      submitLabel="Save changes"
      isSaving={update.isMutating}
      serverError={update.error}
      save={async (fields) => (await update.trigger(fields)).ok}
      notice={course.holesLocked ? <CourseVersionCopy course={course} canCopy={canEdit} /> : null}
    />
  );
}
