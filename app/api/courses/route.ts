import { createCourse as createCourseContract, listCourses } from "@/lib/contracts/courses";
import { withRoute } from "@/lib/server/api/with-route";
import { requireSweepRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { createCourse, listCoursesForPlayer } from "@/lib/server/db/courses";

// GET /api/courses — courses of the sweeps the caller belongs to (?sweepId= narrows to one).
export const GET = withRoute(listCourses, async ({ user, query }) =>
  listCoursesForPlayer(db, user.playerId, query.sweepId),
);

// POST /api/courses — an admin of the sweep adds a course with its 18 holes and tees.
export const POST = withRoute(createCourseContract, async ({ user, body }) => {
  const access = await requireSweepRole(user, body.sweepId, "admin");
  return createCourse(db, access.sweepId, body);
});
