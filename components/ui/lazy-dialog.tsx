"use client";

import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { afterPageLoad } from "../scoring/after-page-load";

type RadixDialogs = typeof import("./radix-dialogs");

/** Radix's dialogs (./radix-dialogs.tsx): for a page whose dialogs must open with no signal, preload it with its parts. */
export const loadDialogs = () => import("./radix-dialogs");

/**
 * A dialog that is drawn only while open, so its Radix code is not part of any page's first load: an admin's page
 * carries a dozen dialogs behind buttons and menus, and none of them is on screen before a tap. The code is fetched
 * once the page has loaded and is idle, or when the dialog first opens; a dialog opened before it has arrived shows
 * that it is opening, over the page, until it has. The button that opens it is the page's own, live from hydration.
 */
export function lazyDialog<Props extends { open: boolean }>(
  pick: (dialogs: RadixDialogs) => ComponentType<Props>,
): ComponentType<Props> {
  const Dialog = lazy(() => loadDialogs().then((dialogs) => ({ default: pick(dialogs) })));
  function LazyDialog(props: Props) {
    useEffect(() => afterPageLoad(() => void loadDialogs()), []);
    if (!props.open) return null;
    return (
      <Suspense fallback={<DialogOpening />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}

function DialogOpening() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink/50">
      <p role="status" className="rounded-panel bg-surface-raised p-panel text-ink shadow-lifted">
        Opening…
      </p>
    </div>
  );
}
