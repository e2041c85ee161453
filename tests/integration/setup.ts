import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, inject } from "vitest";
import { postgresAdapter } from "@/lib/server/db/infra/postgres-adapter";
import { PrismaClient } from "@/lib/server/db/generated/client";
import { LiveListener } from "@/lib/server/live/listener";
import type { JobConnection } from "@/lib/server/notifications/worker";
import { pgliteSource, postgresSource } from "@/lib/server/live/notice-sources";
import { openLiveSource, provideLiveSource } from "./live-source";
import { cloneDatabase, dropDatabase } from "./test-databases";

// Every test file gets a fresh, migrated database of its own, installed where lib/server/db/infra/client.ts
// looks for the process's client (and the live listener on the same database where lib/server/live/process-listener.ts
// looks for it), so route handlers and services under test use it.
const holder = globalThis as typeof globalThis & {
  sweepsDb?: PrismaClient;
  sweepsLive?: LiveListener;
  /** Where a test starts the notification worker (tests/integration/notification-worker.ts). */
  sweepsJobConnection?: JobConnection;
};
const adminUrl = process.env.DATABASE_URL;

if (adminUrl) {
  const name = `sweeps_test_${randomUUID().replace(/-/g, "")}`;
  const url = await cloneDatabase(adminUrl, inject("templateDatabase"), name);
  const client = new PrismaClient({ adapter: postgresAdapter(url) });
  holder.sweepsDb = client;
  holder.sweepsJobConnection = { databaseUrl: url };
  provideLiveSource(() => postgresSource(url));
  holder.sweepsLive = new LiveListener(openLiveSource());
  afterAll(async () => {
    await holder.sweepsLive?.close();
    await client.$disconnect();
    await dropDatabase(adminUrl, name);
  });
} else {
  const dump = new Blob([fs.readFileSync(inject("pgliteDumpPath"))]);
  const pglite = await PGlite.create({ loadDataDir: dump });
  const client = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  holder.sweepsDb = client;
  holder.sweepsJobConnection = { pglite };
  provideLiveSource(() => pgliteSource(pglite));
  holder.sweepsLive = new LiveListener(openLiveSource());
  afterAll(async () => {
    await holder.sweepsLive?.close();
    await client.$disconnect();
    await pglite.close();
  });
}
