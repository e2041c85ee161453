"use client";

import { LoadingBlock } from "../ui/skeleton";
import { lazyPart } from "../ui/lazy-part";

// What the members list shows only to admins (join requests, adding and importing members) or once a member is
// chosen (their side panel, with its handicap chart and admin actions): fetched when first rendered, so the sweep's
// pages that list members paint with the list alone.

export const LazyMemberAdminTools = lazyPart(() =>
  import("./member-admin-tools").then((module) => module.MemberAdminTools),
);
export const LazyJoinRequests = lazyPart(() => import("./join-requests").then((module) => module.JoinRequests));
export const LazyMemberPanel = lazyPart(
  () => import("./member-panel").then((module) => module.MemberPanel),
  () => <LoadingBlock label="Loading…" lines={5} />,
);
