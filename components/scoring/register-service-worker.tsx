"use client";
import { useEffect } from "react";
import { loadSavePath } from "@/lib/scoring/use-live-scorecard";
import { afterPageLoad } from "./after-page-load";

/** Served by app/serwist/[path]/route.ts, built from app/sw.ts. */
const SERVICE_WORKER_URL = "/serwist/sw.js";

/** Whether the worker saw this page's own request (it controlled the page when it loaded). */
function wasLoadedThroughWorker(): boolean {
  const [navigation] = performance.getEntriesByType("navigation");
  return navigator.serviceWorker.controller !== null && navigation?.name === window.location.href;
}

/** The app's scripts among these loaded resources. */
function staticUrls(entries: PerformanceEntryList): string[] {
  return entries
    .map(({ name }) => new URL(name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/_next/static/"))
    .map((url) => url.href);
}

const warnNoOfflineCard = (error: unknown) => console.warn("The scoring page will not open without signal:", error);

/**
 * Mount once on every scoring page: registers the service worker that reopens the page with no signal, and
 * resumes the saves any card has waiting (a tab closed before they left).
 *
 * On the first visit, or after a client-side navigation here, the worker never saw the page or its scripts, so
 * it is handed them; so is every script loaded afterwards, since one that was on its way while the worker took
 * control of the page (the lazy dialogs, fetched when the page is idle) passed it by. Handing over a script the
 * worker already keeps costs nothing: it is served from its cache.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    void loadSavePath().then(({ resumeWaitingSaves }) => resumeWaitingSaves());
    if (!("serviceWorker" in navigator)) return;
    const isKnownToWorker = wasLoadedThroughWorker();
    let observer: PerformanceObserver | undefined;
    let isUnmounted = false;
    // The worker's script and what it keeps would share the signal with the page: it registers once the page is in.
    const cancel = afterPageLoad(() => {
      void navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: "/", type: "module" })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          if (isUnmounted) return;
          const handOver = (urls: string[]) => {
            if (urls.length > 0)
              registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: urls } });
          };
          if (!isKnownToWorker)
            handOver([window.location.pathname, ...staticUrls(performance.getEntriesByType("resource"))]);
          observer = new PerformanceObserver((list) => handOver(staticUrls(list.getEntries())));
          observer.observe({ type: "resource" });
        })
        .catch(warnNoOfflineCard);
    });
    return () => {
      isUnmounted = true;
      cancel();
      observer?.disconnect();
    };
  }, []);
  return null;
}
