"use client";

import { type FormEvent, useState } from "react";
import { copyCourse } from "@/lib/contracts/routes/courses";
import { useApiMutation } from "@/lib/hooks/use-api-mutation";
import { coursesKey } from "@/lib/hooks/use-courses";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SelectField } from "../ui/select-field";
import { TextField } from "../ui/text-field";

export type CopyableCourse = { id: string; name: string; par: number; sweepName: string };

/** Copy a course (holes and tees) from another sweep the caller administers into this one. */
export function CopyCourseFromSweep({ sweepId, courses }: { sweepId: string; courses: CopyableCourse[] }) {
  const [courseId, setCourseId] = useState(courses[0]?.id ?? "");
  const [name, setName] = useState("");
  const [copied, setCopied] = useState<string | null>(null);
  const copy = useApiMutation(copyCourse, { params: { courseId }, revalidate: [coursesKey(sweepId)] });

  if (courses.length === 0)
    return <p className="text-stone-700">No courses to copy: none of the other sweeps you run has any.</p>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCopied(null);
    const result = await copy.trigger({ sweepId, ...(name.trim() ? { name } : {}) });
    if (!result.ok) return;
    setCopied(result.data.name);
    setName("");
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <SelectField
        label="Course"
        value={courseId}
        onChange={(event) => {
          setCourseId(event.target.value);
          copy.reset();
        }}
      >
        {courses.map((course) => (
          <option key={course.id} value={course.id}>
            {course.name} (par {course.par}) — {course.sweepName}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Name here (optional)"
        hint="Leave blank to keep its name."
        value={name}
        error={copy.fieldErrors.name}
        onChange={(event) => setName(event.target.value)}
      />
      {copy.error && !copy.fieldErrors.name ? <Alert tone="error">{copy.error.message}</Alert> : null}
      {copied ? <Alert tone="success">Copied {copied} into this sweep.</Alert> : null}
      <Button type="submit" variant="secondary" busy={copy.isMutating}>
        Copy course
      </Button>
    </form>
  );
}
