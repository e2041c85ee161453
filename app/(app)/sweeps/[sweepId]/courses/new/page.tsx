import type { Metadata } from "next";
import { NewCourseEditor } from "@/components/course/course-editor";
import { checkedRoute } from "@/components/layout/routes";
import { SweepPageLayout } from "@/components/sweep/sweep-page-layout";
import { loadSweepPage } from "@/lib/server/auth/sweep-page";

export const metadata: Metadata = { title: "New course" };

// sweeps/{id}/courses/new: an admin types in a course's 18 holes and its tees.
export default async function NewCoursePage({ params }: { params: Promise<{ sweepId: string }> }) {
  const { sweep, access } = await loadSweepPage((await params).sweepId);
  const parent = checkedRoute(`/sweeps/${sweep.id}/courses`);
  if (!access) return <SweepPageLayout sweep={sweep} parent={parent} current={null} />;
  return (
    <SweepPageLayout sweep={sweep} parent={parent} current={null}>
      <h2 className="text-xl font-bold text-stone-900 sm:text-2xl">New course</h2>
      {access.role === "member" ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
          Only the sweep&rsquo;s owner and admins add courses.
        </p>
      ) : (
        <NewCourseEditor sweepId={sweep.id} />
      )}
    </SweepPageLayout>
  );
}
