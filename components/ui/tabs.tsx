"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

export type TabItem = { value: string; label: string; content: ReactNode };

/** Segmented tabs on Radix (keyboard and screen-reader behaviour come with it). */
export function Tabs({ items, label, value, onValueChange }: { items: TabItem[]; label: string; value?: string; onValueChange?: (value: string) => void }) {
  return (
    <RadixTabs.Root defaultValue={items[0]?.value} value={value} onValueChange={onValueChange} className="space-y-4">
      <RadixTabs.List aria-label={label} className="inline-flex rounded-xl bg-stone-200/70 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="min-h-10 rounded-lg px-4 text-sm font-semibold text-stone-700 data-[state=active]:bg-white data-[state=active]:text-fairway-800 data-[state=active]:shadow-sm"
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
