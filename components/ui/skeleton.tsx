import type { ReactNode } from "react";

/** A grey block standing in for content that is on its way; still for people who ask for less motion. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden className={`rounded-lg bg-stone-200 motion-safe:animate-pulse ${className}`} />;
}

/** The page's own frame while it loads, announced once to screen readers instead of a wall of grey. */
export function LoadingPage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <main aria-busy="true" className="mx-auto w-full max-w-6xl space-y-6 px-4 py-5 sm:py-8">
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </main>
  );
}
