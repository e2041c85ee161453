"use client";

import { type ComponentType, lazy, type ReactNode, Suspense } from "react";

// What a page shows only to some viewers or at some moments (admins' actions and panels, dialogs, the scoring screens'
// parts) is fetched when first rendered rather than with the page, which keeps every page's first load within its
// budget (bench/http/page-budgets.ts). React.lazy rather than next/dynamic: next/dynamic's loader would cost every
// page more than some of the parts it defers. A part the server renders keeps its server HTML until its code has
// arrived and hydrated it.

/** A component fetched when first rendered: `fallback` (by default nothing) in its place until it has arrived. */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode = () => null,
): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LazyPart(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
