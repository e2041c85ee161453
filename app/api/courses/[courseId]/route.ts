import { getCourse as getCourseContract, updateCourse as updateCourseContract } from "@/lib/contracts/courses";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCourseRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { getCourse, updateCourse } from "@/lib/server/db/courses";
import { notFound } from "@/lib/server/errors";

// GET /api/courses/{courseId} — one course with its holes and tees, for members of its sweep.
export const GET = withRoute(getCourseContract, async ({ user, params }) => {
  const access = await requireCourseRole(user, params.courseId, "member");
  const course = await getCourse(db, access.sweepId, access.courseId);
  if (!course) throw notFound("The course");
  return course;
});

// PUT /api/courses/{courseId} — an admin renames a course and replaces its holes (unless a closed event uses it) and tees.
export const PUT = withRoute(updateCourseContract, async ({ user, params, body }) => {
  const access = await requireCourseRole(user, params.courseId, "admin");
  const course = await updateCourse(db, access.sweepId, access.courseId, body);
  if (!course) throw notFound("The course");
  return course;
});
