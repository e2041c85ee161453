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
      <RadixTabs.List aria-label={label} className="inline-flex gap-2 rounded-xl bg-stone-200/70 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="min-h-11 rounded-lg px-4 text-base font-semibold text-stone-700 focus-visible:outline-2 focus-visible:outline-fairway-600 data-[state=active]:bg-white data-[state=active]:text-fairway-900 data-[state=active]:shadow data-[state=active]:ring-1 data-[state=active]:ring-stone-300"
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
