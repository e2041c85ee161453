"use client";

import { lazyPart } from "../ui/lazy-part";

// The event's stakes form, which only admins see and only once they open "Set stakes": fetched when it is rendered,
// not with the event page every member loads.
export const LazyEventStakesForm = lazyPart(() =>
  import("./event-stakes-form").then((module) => module.EventStakesForm),
);
