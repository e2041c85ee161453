"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

export type TabItem = { value: string; label: string; content: ReactNode };

/** Segmented tabs on Radix (keyboard and screen-reader behaviour come with it). */
export function Tabs({
  items,
  label,
  value,
  onValueChange,
}: {
  items: TabItem[];
  label: string;
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  return (
    <RadixTabs.Root defaultValue={items[0]?.value} value={value} onValueChange={onValueChange} className="space-y-4">
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
