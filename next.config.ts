import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships its own WebAssembly and data files; bundling it copies them into public assets or breaks them.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  poweredByHeader: false,
};

export default nextConfig;
