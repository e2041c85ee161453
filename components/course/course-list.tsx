"use client";

import Link from "next/link";
import { useSweepCourses } from "@/lib/hooks/use-courses";
import type { CourseDto } from "@/lib/validation/courses";
import { EmptyState } from "../ui/empty-state";

const eventsPlayed = (count: number) => (count === 0 ? "No events yet" : count === 1 ? "1 event" : `${count} events`);

function teesOf(course: CourseDto) {
  if (course.tees.length === 0) return "No tees";
  return course.tees.map((tee) => `${tee.name} ${tee.courseRating.toFixed(1)} / ${tee.slopeRating}`).join(" · ");
}

/** A sweep's courses by name: par, tees (Course Rating / Slope) and how many events used each. */
export function CourseList({
  sweepId,
  initialCourses,
  canEdit,
}: {
  sweepId: string;
  initialCourses: CourseDto[];
  canEdit: boolean;
}) {
  const { data: courses } = useSweepCourses(sweepId, initialCourses);
  if (courses.length === 0) {
    return (
      <EmptyState title="No courses yet">
        {canEdit ? "Add the courses your society plays." : "An admin adds them."}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <li key={course.id}>
          <Link
            href={`/sweeps/${sweepId}/courses/${course.id}`}
            className="flex min-h-11 flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-fairway-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-fairway-600"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="text-lg font-bold text-fairway-800 [overflow-wrap:anywhere]">{course.name}</span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="text-sm text-stone-600">Par</span>{" "}
                <strong className="text-2xl text-stone-900">{course.par}</strong>
              </span>
            </span>
            <span className="text-sm text-stone-700">{teesOf(course)}</span>
            <span className="text-sm text-stone-700">
              {eventsPlayed(course.eventCount)}
              {course.holesLocked ? " · Holes fixed by a closed event" : ""}
            </span>
            <span className="mt-1 text-sm font-semibold text-fairway-800">
              {canEdit ? "Edit course →" : "View holes →"}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
