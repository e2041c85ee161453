import type { Route } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { CurrentTabInView } from "./current-tab-in-view";
import { UnavailableLink } from "./unavailable-link";

export type NavTab = { label: string } & (
  { href: Route; isCurrent?: boolean; badge?: ReactNode } | { isUnavailable: true }
);

const TAB =
  "inline-flex min-h-tap items-center gap-1.5 border-b-[3px] px-2 text-label font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-accent sm:px-3 sm:text-body";

/** Tabs that are pages: the current one is underlined and marked aria-current="page". */
export function NavTabs({ label, tabs }: { label: string; tabs: NavTab[] }) {
  const id = `tabs-${label.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <nav id={id} aria-label={label} className="relative -mx-1 overflow-x-auto">
      <CurrentTabInView listId={id} />
      <ul className="flex gap-2 border-b border-line px-1 sm:gap-3">
        {tabs.map((tab) => (
          <li key={tab.label}>
            {"isUnavailable" in tab ? (
              <UnavailableLink className={`${TAB} border-transparent text-ink-muted`}>{tab.label}</UnavailableLink>
            ) : (
              <Link
                href={tab.href}
                aria-current={tab.isCurrent ? "page" : undefined}
                className={`${TAB} ${tab.isCurrent ? "border-accent text-accent-strong" : "border-transparent text-ink-muted hover:border-line-strong hover:text-ink"}`}
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
