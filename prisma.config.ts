import { defineConfig } from "prisma/config";

// Used by the Prisma CLI only (`prisma generate`, and `prisma migrate deploy` where Prisma's engines can be
// downloaded). The app itself connects through driver adapters in lib/server/db/infra/client.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/sweeps" },
});
