import type { Route } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { CurrentTabInView } from "./current-tab-in-view";
import { UnavailableLink } from "./unavailable-link";

export type NavTab = { label: string } & (
  { href: Route; isCurrent?: boolean; badge?: ReactNode } | { isUnavailable: true }
);

const TAB =
  "inline-flex min-h-11 items-center gap-1.5 border-b-[3px] px-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-fairway-600 sm:px-3 sm:text-base";

/** Tabs that are pages: the current one is underlined and marked aria-current="page". */
export function NavTabs({ label, tabs }: { label: string; tabs: NavTab[] }) {
  const id = `tabs-${label.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <nav id={id} aria-label={label} className="relative -mx-1 overflow-x-auto">
      <CurrentTabInView listId={id} />
      <ul className="flex gap-2 border-b border-stone-200 px-1 sm:gap-3">
        {tabs.map((tab) => (
          <li key={tab.label}>
            {"isUnavailable" in tab ? (
              <UnavailableLink className={`${TAB} border-transparent text-stone-600`}>{tab.label}</UnavailableLink>
            ) : (
              <Link
                href={tab.href}
                aria-current={tab.isCurrent ? "page" : undefined}
                className={`${TAB} ${tab.isCurrent ? "border-fairway-700 text-fairway-900" : "border-transparent text-stone-700 hover:border-stone-300 hover:text-stone-900"}`}
              >
                {tab.label}
                {tab.badge}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
