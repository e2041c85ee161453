"use client";

import { useState } from "react";
import { useAdoptCourseVersion } from "@/lib/hooks/use-member-invitations";
import type { CourseDto } from "@/lib/validation/courses";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";

type Props = { course: CourseDto & { previousVersion: NonNullable<CourseDto["previousVersion"]> } };

/**
 * On a new version of a course (copied to correct its stroke indexes): move the older version's events that are
 * not closed onto it, in one action, after saying what it does to their cards.
 */
export function AdoptVersionEvents({ course }: Props) {
  const adopt = useAdoptCourseVersion(course.id);
  const [confirming, setConfirming] = useState(false);
  const [moved, setMoved] = useState<number | null>(null);
  const { name, openEventCount } = course.previousVersion;
  const events = openEventCount === 1 ? "1 event" : `${openEventCount} events`;
  if (moved !== null) {
    return <Alert tone="success">{moved === 1 ? "1 event now uses" : `${moved} events now use`} this version.</Alert>;
  }
  return (
    <div className="space-y-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950">
      <p>
        This course is a new version of <strong>{name}</strong>, which still has {events} not yet closed.
      </p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Move {events} to this version
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Move ${events} from ${name} to this version?`}
        description="Their groups and entries stay. Cards are scored from this version's pars and stroke indexes, and their playing handicaps are worked out again."
        confirmLabel={`Move ${events}`}
        busy={adopt.isMutating}
        error={adopt.error?.message}
        onConfirm={async () => {
          const result = await adopt.trigger();
          if (!result.ok) return;
          setConfirming(false);
          setMoved(result.data.moved);
        }}
      />
    </div>
  );
}
