// GET /serwist/sw.js — the service worker (app/sw.ts), bundled by Serwist while `next build` prerenders this route
import { createSerwistRoute } from "@serwist/turbopack";

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  // esbuild ships as a native binary in its npm package; the WebAssembly build would be a second download.
  useNativeEsbuild: true,
  // No precache manifest (see app/sw.ts).
  globPatterns: [],
  injectionPoint: "",
});
