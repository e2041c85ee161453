"use client";

import { useEffect } from "react";

/**
 * Scrolls a row of tabs sideways so the current one shows: on a phone the later tabs sit past the edge, and a
 * page opened on one of them would otherwise show no tab as current.
 */
export function CurrentTabInView({ listId }: { listId: string }) {
  useEffect(() => {
    const list = document.getElementById(listId);
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const overhang = current.offsetLeft + current.offsetWidth - (list.scrollLeft + list.clientWidth);
    if (overhang > 0) list.scrollLeft += overhang + 16;
  }, [listId]);
  return null;
}
