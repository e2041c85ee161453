import type { Metadata } from "next";
import Link from "next/link";
import { CopyCourseFromSweep } from "@/components/course/copy-course-from-sweep";
import { CourseList } from "@/components/course/course-list";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { buttonClass } from "@/components/ui/button-styles";
import { Section } from "@/components/ui/section";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { listCoursesForPlayer } from "@/lib/server/db/courses";
import { listAdministeredSweepIds, listSweepsForPlayer } from "@/lib/server/db/sweeps";

export const metadata: Metadata = { title: "Courses" };

/** Courses of the other sweeps the caller runs, which they may copy into this one. */
async function copyableCourses(playerId: string, sweepId: string) {
  const [courses, administered, sweeps] = await Promise.all([
    listCoursesForPlayer(db, playerId),
    listAdministeredSweepIds(db, playerId),
    listSweepsForPlayer(db, playerId),
  ]);
  const nameOf = new Map(sweeps.map((sweep) => [sweep.id, sweep.name]));
  const runs = new Set(administered);
  return courses
    .filter((course) => course.sweepId !== sweepId && runs.has(course.sweepId))
    .map((course) => ({
      id: course.id,
      name: course.name,
      par: course.par,
      sweepName: nameOf.get(course.sweepId) ?? "",
    }));
}

// sweeps/{id}/courses: the sweep's courses; admins add, edit and copy them from their other sweeps.
export default async function SweepCoursesPage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { user, sweep, access } = await loadSweepPage((await params).sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current="courses" />;
  const canEdit = access.role !== "member";
  const [courses, copyable] = await Promise.all([
    listCoursesForPlayer(db, user.playerId, sweep.id),
    canEdit ? copyableCourses(user.playerId, sweep.id) : [],
  ]);
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current="courses">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-stone-900 sm:text-2xl">Courses</h2>
        {canEdit ? (
          <Link href={`/sweeps/${sweep.id}/courses/new`} className={buttonClass("primary")}>
            <span aria-hidden>+</span> New course
          </Link>
        ) : null}
      </div>
      <CourseList sweepId={sweep.id} initialCourses={courses} canEdit={canEdit} />
      {canEdit ? (
        <Section
          title="Copy from another sweep"
          description="A course you already set up in another sweep you run, with its holes and tees."
        >
          <CopyCourseFromSweep sweepId={sweep.id} courses={copyable} />
        </Section>
      ) : null}
    </SweepPageLayout>
  );
}
