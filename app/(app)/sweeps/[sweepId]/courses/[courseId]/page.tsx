import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdoptVersionEvents } from "@/components/course/adopt-version-events";
import { CourseEditor } from "@/components/course/course-editor";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";
import { db } from "@/lib/server/db/infra/client";
import { getCourse } from "@/lib/server/db/courses";
import { courseParamsSchema } from "@/lib/validation/courses";

export const metadata: Metadata = { title: "Course" };

// sweeps/{id}/courses/{courseId}: admins edit the course; members see its holes and tees.
export default async function CoursePage({ params }: { params: Promise<{ sweepId: string; courseId: string }> }) {
  const { sweepId, courseId } = await params;
  const { sweep, access } = await loadSweepPage(sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}/courses`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current={null} />;
  if (!courseParamsSchema.safeParse({ courseId }).success) notFound();
  const course = await getCourse(db, access.sweepId, courseId);
  if (!course) notFound();
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current={null}>
      <h2 className="text-xl font-bold text-stone-900 [overflow-wrap:anywhere] sm:text-2xl">{course.name}</h2>
      {access.role !== "member" && course.previousVersion && course.previousVersion.openEventCount > 0 ? (
        <AdoptVersionEvents course={{ ...course, previousVersion: course.previousVersion }} />
      ) : null}
      <CourseEditor course={course} canEdit={access.role !== "member"} />
    </SweepPageLayout>
  );
}
