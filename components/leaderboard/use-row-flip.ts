import { type RefObject, useLayoutEffect, useRef } from "react";

const GLIDE = { duration: 700, easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" } as const;

/**
 * Rows that change places glide from where they were to where they are (FLIP), so the eye can follow a player
 * up the board; rows are matched by `data-row-key`. Nothing moves for someone who asked for reduced motion.
 */
export function useRowFlip(container: RefObject<HTMLElement | null>, order: string) {
  const tops = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const box = container.current;
    if (!box) return;
    const isStill = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const next = new Map<string, number>();
    for (const row of box.querySelectorAll<HTMLElement>("[data-row-key]")) {
      const key = row.dataset.rowKey ?? "";
      const top = row.offsetTop;
      next.set(key, top);
      const before = tops.current.get(key);
      if (!isStill && before !== undefined && before !== top && typeof row.animate === "function") {
        row.animate([{ transform: `translateY(${before - top}px)` }, { transform: "translateY(0)" }], GLIDE);
      }
    }
    tops.current = next;
  }, [container, order]);
}
