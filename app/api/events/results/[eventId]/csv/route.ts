import * as results from "@/lib/contracts/results";
import { csvFileName, csvResponse } from "@/lib/server/api/csv";
import { eventResultsCsv } from "@/lib/server/api/results-csv";
import { withRoute } from "@/lib/server/api/with-route";
import { requireEventRole } from "@/lib/server/auth/guards";
import { db } from "@/lib/server/db/infra/client";
import { readEventMoney } from "@/lib/server/db/money";
import { getEventResults } from "@/lib/server/db/results";
import { notFound } from "@/lib/server/errors";

// GET /api/events/results/{eventId}/csv — the results sheet as a CSV download, with what the close paid; members.
export const GET = withRoute(results.getEventResultsCsv, async ({ user, params }) => {
  const access = await requireEventRole(user, params.eventId, "member");
  const [eventResults, money] = await Promise.all([getEventResults(db, access), readEventMoney(db, access)]);
  if (!eventResults) throw notFound("The event");
  const { date, course } = eventResults;
  return csvResponse(csvFileName("results", date, course.name), eventResultsCsv(eventResults, money));
});
