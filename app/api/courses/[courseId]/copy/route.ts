import { copyCourse as copyCourseContract } from "@/lib/contracts/courses";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCourseRole, requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { copyCourse } from "@/lib/server/db/courses";
import { notFound } from "@/lib/server/errors";

// POST /api/courses/{courseId}/copy — an admin of both sweeps copies a course into a sweep (or a new version into its own).
export const POST = withRoute(copyCourseContract, async ({ user, params, body }) => {
  const source = await requireCourseRole(user, params.courseId, "admin");
  const target = await requireSweepRole(user, body.sweepId, "admin");
  const copy = await copyCourse(db, { sweepId: source.sweepId, courseId: source.courseId }, target.sweepId, body.name);
  if (!copy) throw notFound("The course");
  return copy;
});
