/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type SerwistPlugin } from "serwist";

declare const self: ServiceWorkerGlobalScope;

/**
 * The pages a card is marked on: only these are kept for a reload with no signal (docs/live-scoring.md#the-service-worker). Other pages and the
 * API are never stored by this worker, so nothing of one person's is served to another from it.
 */
const SCORING_PAGES = [
  /^\/sweeps\/[^/]+\/events\/[^/]+\/cards\/[^/]+\/?$/,
  /^\/event\/play\/[^/]+\/?$/,
  /^\/scorecard\/enter\/[^/]+\/?$/,
];

/** A page's HTML, as a navigation or as asked for by the page itself (CACHE_URLS); never its RSC payload. */
const isScoringPage = ({ url, request }: { url: URL; request: Request }) =>
  url.origin === self.location.origin &&
  SCORING_PAGES.some((page) => page.test(url.pathname)) &&
  !url.searchParams.has("_rsc") &&
  request.headers.get("rsc") === null;

/** Only a page answered as itself: a sign-in redirect or an error page must never stand in for the card. */
const onlyThePageItself: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
};

const DAY_SECONDS = 24 * 60 * 60;

// Nothing is precached: the whole app's scripts are megabytes over a cellular signal, and a card page needs only
// the few it loaded, which the page hands over (CACHE_URLS) or which pass through the static route below.
const serwist = new Serwist({
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: isScoringPage,
      // A weak signal gets a few seconds to answer before the stored page is shown.
      handler: new NetworkFirst({
        cacheName: "scoring-pages",
        networkTimeoutSeconds: 4,
        plugins: [onlyThePageItself, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * DAY_SECONDS })],
      }),
    },
    {
      // Content-hashed file names: a stored copy is always the right one.
      matcher: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({
        cacheName: "next-static",
        plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
  ],
});

serwist.addEventListeners();
