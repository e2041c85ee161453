import { useSyncExternalStore } from "react";

/** Tailwind's `lg:` breakpoint (its default, which app/globals.css keeps), for what a wide screen shows. */
export const WIDE_SCREEN = "(min-width: 64rem)";

const lists = new Map<string, MediaQueryList>();

/** One list a query, since every render reads it: matchMedia itself is not free on a slow phone. */
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether the screen matches a media query now, followed as it changes; false in the server's render. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaList(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => mediaList(query).matches,
    () => false,
  );
}
