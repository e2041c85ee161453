// The headers every answer carries, and those an API answer adds. next.config.ts gives them to what Next serves;
// lib/server/api/direct-routes.ts to what the app's own server answers without Next, so both say the same.
// Plain data with no imports: next.config.ts loads this file before the app is built.

export type HeaderPair = { key: string; value: string };

export const HEADERS_EVERYWHERE: readonly HeaderPair[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

// Pages get a nonce-based policy from proxy.ts; JSON needs none of that.
export const API_HEADERS: readonly HeaderPair[] = [
  { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
];
