import type { ReactNode } from "react";

/** A sand block standing in for content that is on its way, a light passing over it; still for people who ask for less motion. */
export function Skeleton({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={`rounded-control bg-sand-200/70 bg-linear-to-r from-transparent via-white/60 to-transparent bg-size-[200%_100%] bg-no-repeat motion-safe:animate-shimmer ${className}`}
    />
  );
}

/** The page's own frame while it loads, announced once to screen readers instead of a wall of grey. */
export function LoadingPage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <main aria-busy="true" className="mx-auto w-full max-w-6xl space-y-6 px-gutter py-5 sm:py-8">
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </main>
  );
}

/** A part of a page whose data is on its way: a few skeleton lines, announced once by what is loading. */
export function LoadingBlock({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} className={`h-6 ${line % 2 === 0 ? "w-full" : "w-3/4"}`} />
      ))}
    </div>
  );
}
