import type { ReactNode } from "react";
import { PANEL } from "./panel";

/** A narrow centred card for single-purpose pages (sign-in, messages). */
export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-gutter py-8 sm:py-14">
      <div className={`${PANEL} sm:p-8`}>
        <h1 className="text-headline text-ink">{title}</h1>
        <div className="mt-5 space-y-4">{children}</div>
      </div>
    </main>
  );
}
