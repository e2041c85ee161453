"use client";

import { lazyPart } from "../ui/lazy-part";

// The event page's parts only admins see (the draw, close and delete actions, the close check, adding players, each
// row's menu) and the close's outcome: most members never load them, and an admin's page paints before they arrive.

export const LazyEventAdminActions = lazyPart(() =>
  import("./event-admin-actions").then((module) => module.EventAdminActions),
);
export const LazyAddPlayersPanel = lazyPart(() =>
  import("./add-players-panel").then((module) => module.AddPlayersPanel),
);
export const LazyEntryAdminMenu = lazyPart(() => import("./entry-admin-menu").then((module) => module.EntryAdminMenu));
export const LazyCloseCheckList = lazyPart(() => import("./close-check-list").then((module) => module.CloseCheckList));
export const LazyCloseResult = lazyPart(() => import("./close-result").then((module) => module.CloseResult));
