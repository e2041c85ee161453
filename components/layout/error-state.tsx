"use client";

import Link from "next/link";
import { buttonClass } from "../ui/button-styles";

/** The digest Next gives a server error: the key to its log line, and nothing else about it. */
export function errorReference(error: unknown): string | null {
  if (typeof error !== "object" || error === null || !("digest" in error)) return null;
  return typeof error.digest === "string" ? error.digest : null;
}

/**
 * What a person sees when a page fails: what to do next, never what went wrong inside (messages and
 * stacks can carry data and help nobody on a golf course). The reference lets the owner find the log line.
 */
export function ErrorState({
  error,
  retry,
  hasAppLinks = true,
}: {
  error: unknown;
  retry: () => void;
  hasAppLinks?: boolean;
}) {
  const reference = errorReference(error);
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Something went wrong</h1>
        <p className="text-base text-stone-800">
          This page could not be shown just now. Try again in a moment; if it keeps happening, go back to your sweeps
          and tell your society&apos;s owner.
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={retry} className={buttonClass("primary")}>
            Try again
          </button>
          {hasAppLinks ? (
            <Link href="/sweeps" className={buttonClass("secondary")}>
              Your sweeps
            </Link>
          ) : (
            // The root layout itself failed: a full page load is the way back.
            // eslint-disable-next-line @next/next/no-html-link-for-pages
            <a href="/" className={buttonClass("secondary")}>
              Home
            </a>
          )}
        </div>
        {reference ? (
          <p className="text-sm text-stone-700">
            Reference:{" "}
            <code className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-900 select-all">{reference}</code>
          </p>
        ) : null}
      </div>
    </main>
  );
}
