import { type RefObject, useEffect } from "react";

/** Pixels a second: slow enough to read a name on the way past. */
const SPEED = 40;
/** Held at the top and at the bottom, so the leaders and the last rows can be read. */
const PAUSE_MS = 6_000;
/** With reduced motion the field turns over a screenful at a time instead of gliding. */
const PAGE_MS = 10_000;

type Phase = "holding" | "moving" | "atEnd";

/**
 * Scrolls a long field through a fixed screen (the clubhouse TV): hold at the top, glide to the bottom, hold,
 * back to the top; a field that fits does not move. Reduced motion: a screenful at a time, no gliding.
 */
export function useAutoScroll(box: RefObject<HTMLElement | null>, isOn: boolean) {
  useEffect(() => {
    const element = box.current;
    if (!element || !isOn) return;
    const isStill = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    let phase: Phase = "holding";
    let phaseEndsAt = performance.now() + PAUSE_MS;
    let offset = 0;
    let last = performance.now();
    let frame = 0;

    const hold = (next: Phase, now: number, ms: number) => {
      phase = next;
      phaseEndsAt = now + ms;
    };
    const step = (now: number) => {
      const overflow = element.scrollHeight - element.clientHeight;
      if (overflow <= 0) {
        offset = 0;
        hold("holding", now, PAUSE_MS);
      } else if (phase === "moving") {
        offset = Math.min(overflow, offset + (SPEED * (now - last)) / 1000);
        if (offset >= overflow) hold("atEnd", now, PAUSE_MS);
      } else if (now >= phaseEndsAt) {
        if (phase === "atEnd") {
          offset = 0;
          hold("holding", now, PAUSE_MS);
        } else if (isStill) {
          offset = Math.min(overflow, offset + element.clientHeight * 0.9);
          if (offset >= overflow) hold("atEnd", now, PAUSE_MS);
          else hold("holding", now, PAGE_MS);
        } else {
          phase = "moving";
        }
      }
      element.scrollTop = offset;
      last = now;
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [box, isOn]);
}
