import "server-only";
import { embeddedDatabase } from "../db/infra/client";
import { env } from "../env";
import { LiveListener } from "./listener";
import { pgliteSource, postgresSource } from "./notice-sources";

const holder = globalThis as typeof globalThis & { sweepsLive?: LiveListener };

/**
 * The listener of this process, on the same database as the process's client. Kept on globalThis like the client,
 * so that dev-server reloads do not open a second LISTEN, and so that tests can install their own.
 */
export function liveListener(): LiveListener {
  holder.sweepsLive ??= new LiveListener(
    env.DATABASE_URL ? postgresSource(env.DATABASE_URL) : pgliteSource(embeddedDatabase()),
  );
  return holder.sweepsLive;
}
