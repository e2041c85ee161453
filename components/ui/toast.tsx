"use client";

import { useSyncExternalStore } from "react";

type Toast = { id: number; message: string };

/** Long enough to read a sentence twice in sunlight; a person can dismiss it sooner. */
const SHOWN_FOR_MS = 6_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: readonly Toast[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};
const dismiss = (id: number) => publish(toasts.filter((toast) => toast.id !== id));

/**
 * Says that an action worked where the eye is, whatever the scroll: a confirmation shown below the fold is a
 * confirmation missed. Refusals stay beside what was refused (an Alert), where the person fixes them.
 */
export function showToast(message: string) {
  const id = nextId++;
  publish([...toasts, { id, message }]);
  setTimeout(() => dismiss(id), SHOWN_FOR_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const NONE: readonly Toast[] = [];

/** The one place toasts appear: bottom centre, above the sticky action bars, in the thumb's and the eye's way. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  return (
    // The live region exists before any toast, so a screen reader announces each one as it is added. A named
    // region rather than role=status: the page's own status lines (a form's "Saved", a counter) stay the status.
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-20 z-[60] mx-auto flex max-w-md flex-col gap-2"
    >
      {shown.map((toast) => (
        <div
          key={toast.id}
          className="pointer-events-auto flex items-center justify-between gap-3 rounded-xl bg-stone-900 px-4 py-3 text-base font-semibold text-white shadow-xl"
        >
          <span>{toast.message}</span>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="-my-2 -mr-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-stone-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <span aria-hidden>✕</span>
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ))}
    </section>
  );
}
