import Link from "next/link";
import { buttonClass } from "../ui/button-styles";

/** A page that is not there: say so plainly and offer the two places people usually want. */
export function NotFoundState({ title = "Page not found", message }: { title?: string; message: string }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <svg viewBox="0 0 48 48" className="size-12" aria-hidden>
          <path d="M16 8v32" stroke="#1c4a2c" strokeWidth="3" strokeLinecap="round" />
          <path d="M17 9l16 6-16 6z" fill="#c2410c" />
          <ellipse cx="24" cy="41" rx="14" ry="3" fill="#2f7a45" />
        </svg>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        <p className="text-base text-stone-800">{message}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/sweeps" className={buttonClass("primary")}>
            Your sweeps
          </Link>
          <Link href="/" className={buttonClass("secondary")}>
            Home
          </Link>
        </div>
      </div>
    </main>
  );
}
