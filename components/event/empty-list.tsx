import type { ReactNode } from "react";

/** What a list says when it has nothing to show, in the list's place. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
      {children}
    </p>
  );
}
