import {
  createCalendarFeed as createCalendarFeedContract,
  getCalendarFeedStatus,
  revokeCalendarFeed as revokeCalendarFeedContract,
} from "@/lib/contracts/calendar";
import { withRoute } from "@/lib/server/api/with-route";
import { createCalendarFeed, readCalendarFeedStatus, revokeCalendarFeed } from "@/lib/server/db/calendar-feeds";
import { db } from "@/lib/server/db/infra/client";
import { calendarFeedPath } from "@/lib/validation/calendar";

// GET /api/account/calendar-feed — whether your private calendar feed is on; session only.
export const GET = withRoute(getCalendarFeedStatus, async ({ user }) => readCalendarFeedStatus(db, user.id));

// POST /api/account/calendar-feed — a new feed address, shown this once (the old one stops working); session only.
export const POST = withRoute(createCalendarFeedContract, async ({ user }) => {
  const feed = await createCalendarFeed(db, user.id);
  return { path: calendarFeedPath(feed.token), createdAt: feed.createdAt.toISOString() };
});

// DELETE /api/account/calendar-feed — turn the feed off; session only.
export const DELETE = withRoute(revokeCalendarFeedContract, async ({ user }) => revokeCalendarFeed(db, user.id));
