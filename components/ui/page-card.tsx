import type { ReactNode } from "react";

/** A narrow centred card for single-purpose pages (sign-in, messages). */
export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        <div className="mt-5 space-y-4">{children}</div>
      </div>
    </main>
  );
}
