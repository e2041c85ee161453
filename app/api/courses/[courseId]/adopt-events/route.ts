import { adoptCourseVersionEvents } from "@/lib/contracts/courses";
import { withRoute } from "@/lib/server/api/with-route";
import { requireCourseRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { adoptCourseVersion } from "@/lib/server/services/adopt-course-version";

// POST /api/courses/{courseId}/adopt-events — an admin moves the older version's open events onto this course.
export const POST = withRoute(adoptCourseVersionEvents, async ({ user, params }) => {
  const access = await requireCourseRole(user, params.courseId, "admin");
  return adoptCourseVersion(db, access.sweepId, access.courseId);
});
