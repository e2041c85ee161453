"use client";
import { useEffect } from "react";
import { resumeWaitingSaves } from "@/lib/scoring/sender";

/** Served by app/serwist/[path]/route.ts, built from app/sw.ts. */
const SERVICE_WORKER_URL = "/serwist/sw.js";

/**
 * The page asked the network for itself and its scripts before the worker controlled it (the first visit), or
 * reached this address by a client-side navigation: the worker never saw them, so it is asked to store them now.
 */
function urlsTheWorkerMissed(): string[] {
  const [navigation] = performance.getEntriesByType("navigation");
  const wasLoadedThroughWorker = navigator.serviceWorker.controller !== null && navigation?.name === window.location.href;
  if (wasLoadedThroughWorker) return [];
  const assets = performance
    .getEntriesByType("resource")
    .map(({ name }) => new URL(name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith("/_next/static/"))
    .map((url) => url.href);
  return [window.location.pathname, ...assets];
}

/**
 * Mount once on every scoring page: registers the service worker that reopens the page with no signal, and
 * resumes the saves any card has waiting (a tab closed before they left).
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    void resumeWaitingSaves();
    if (!("serviceWorker" in navigator)) return;
    const urlsToCache = urlsTheWorkerMissed();
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: "/", type: "module" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (urlsToCache.length > 0) registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
      })
      .catch((error: unknown) => console.warn("The scoring page will not open without signal:", error));
  }, []);
  return null;
}
