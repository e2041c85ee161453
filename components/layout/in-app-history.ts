"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// "Go back" may use the browser's history only when the entry before this one is a page of this app;
// opened from a bookmark, a link in a message or a new tab, going back would leave the app.
const KEY = "sweeps:in-app-navigation";

type NavigationApi = { canGoBack?: boolean };

/** Call once on every page (the nav bar does): records that this tab has moved between the app's pages. */
export function useTrackInAppNavigation() {
  const pathname = usePathname();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) sessionStorage.setItem(KEY, "1");
  }, [pathname]);
}

/** True when the previous history entry belongs to this app. */
export function canGoBackInApp(): boolean {
  // The Navigation API lists only this origin's entries, so it answers exactly where it exists.
  const navigation = (window as { navigation?: NavigationApi }).navigation;
  if (typeof navigation?.canGoBack === "boolean") return navigation.canGoBack;
  const cameFromApp = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  return cameFromApp || sessionStorage.getItem(KEY) === "1";
}
