"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

export type TabItem = { value: string; label: string; content: ReactNode };

/** Writes the chosen tab into the address, so a shared or reloaded link opens the same one. */
function keepInAddress(searchParam: string, value: string) {
  const url = new URL(window.location.href);
  url.searchParams.set(searchParam, value);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * Segmented tabs on Radix (keyboard and screen-reader behaviour come with it). Only the chosen tab's content is
 * mounted, so a tab that reads its own data reads it when it is first chosen. With `searchParam` the tab is kept in
 * the address under that name; the page reads it back as `defaultValue`.
 */
export function Tabs({
  items,
  label,
  value,
  onValueChange,
  defaultValue,
  searchParam,
}: {
  items: TabItem[];
  label: string;
  value?: string;
  onValueChange?: (value: string) => void;
  defaultValue?: string;
  searchParam?: string;
}) {
  const change = (next: string) => {
    if (searchParam) keepInAddress(searchParam, next);
    onValueChange?.(next);
  };
  return (
    <RadixTabs.Root
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={change}
      className="space-y-4"
    >
      <RadixTabs.List
        aria-label={label}
        className="inline-flex gap-2 rounded-control bg-surface-sunken p-1 ring-1 ring-line ring-inset"
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="min-h-tap rounded-[calc(var(--radius-control)-0.25rem)] px-4 text-body font-semibold text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent data-[state=active]:bg-surface-raised data-[state=active]:text-accent-strong data-[state=active]:shadow-panel data-[state=active]:ring-1 data-[state=active]:ring-line"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
