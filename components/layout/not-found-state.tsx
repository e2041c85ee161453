import type { Route } from "next";
import Link from "next/link";
import { buttonClass } from "../ui/button-styles";

/** What an address may name that is not there; each route folder's not-found.tsx says which it is. */
export type MissingThing = "page" | "sign-in page" | "sweep" | "event" | "card" | "course" | "player";

type Words = { title: string; message: string; back: { href: Route; label: string } };

const SWEEPS_LIST = { href: "/sweeps", label: "Your sweeps" } as const;
const EVENTS_LIST = { href: "/events", label: "Your events" } as const;

const WORDS: Record<MissingThing, Words> = {
  page: {
    title: "Page not found",
    message: "There is no page at this address. The link may be mistyped or out of date.",
    back: SWEEPS_LIST,
  },
  "sign-in page": {
    title: "Page not found",
    message: "There is no sign-in page at this address. The link may be mistyped or out of date.",
    back: SWEEPS_LIST,
  },
  sweep: {
    title: "Sweep not found",
    message: "This sweep does not exist or was deleted. Check the link, or find the sweep in your list.",
    back: SWEEPS_LIST,
  },
  event: {
    title: "Event not found",
    message: "This event does not exist or was deleted. Check the link, or find the event in your list.",
    back: EVENTS_LIST,
  },
  card: {
    title: "Scorecard not found",
    message: "No scorecard has this address. The event may have been deleted or the player withdrawn.",
    back: EVENTS_LIST,
  },
  course: {
    title: "Course not found",
    message: "This course does not exist in this sweep or was deleted. The sweep's Courses page lists its courses.",
    back: SWEEPS_LIST,
  },
  player: {
    title: "Player not found",
    message: "No player has this address. The link may be mistyped or out of date.",
    back: SWEEPS_LIST,
  },
};

/** A page that is not there: say which thing is missing and offer the list it would be found in, and home. */
export function NotFoundState({ missing }: { missing: MissingThing }) {
  const { title, message, back } = WORDS[missing];
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
          <Link href={back.href} className={buttonClass("primary")}>
            {back.label}
          </Link>
          <Link href="/" className={buttonClass("secondary")}>
            Home
          </Link>
        </div>
      </div>
    </main>
  );
}
