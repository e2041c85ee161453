import type { NextConfig } from "next";
import { API_HEADERS, HEADERS_EVERYWHERE } from "./lib/server/api/security-headers";

const nextConfig: NextConfig = {
  // PGlite ships its own WebAssembly and data files; bundling it copies them into public assets or breaks them.
  // pino and prom-client are loaded from node_modules, once per process, like the other server-only packages.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@node-rs/argon2",
    "pg-boss",
    "nodemailer",
    "pino",
    "prom-client",
  ],
  poweredByHeader: false,
  experimental: {
    // The stylesheet in the page's head instead of a request of its own: on slow 4G that request, sharing the line
    // with the page's scripts, held the first paint of the round pages back by most of a second
    // (bench/http/phone.bench.ts). proxy.ts's policy allows inline styles. The price: Next also carries the sheet
    // twice more in the page's data (for the layout and for global-error, whose chunk always holds the layout's
    // sheet), so event/play is 287 kB of HTML instead of 73 kB. Served side by side, without it Lighthouse scored
    // event/play a little better (less HTML to parse), but the largest paint on a throttled phone came 0.55 s later.
    inlineCss: true,
  },
  // A link to a page that does not exist fails the type check instead of becoming a 404.
  typedRoutes: true,
  async headers() {
    return [
      { source: "/:path*", headers: [...HEADERS_EVERYWHERE] },
      { source: "/api/:path*", headers: [...API_HEADERS] },
    ];
  },
};

export default nextConfig;
