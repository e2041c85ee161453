import "server-only";
import { logger } from "../log/logger";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { LIVE_CHANNEL } from "./notify";

/**
 * Where a process's change notices come from: one LISTEN on the live channel. `onGap` is called when notices may
 * have been lost (the connection dropped and came back), so that listeners can tell their clients to refetch.
 */
export type NoticeSource = {
  start(onNotice: (payload: string) => void, onGap: () => void): Promise<void>;
  stop(): Promise<void>;
};

/** The embedded database: PGlite delivers NOTIFY to listeners on the same instance, on commit like PostgreSQL. */
export function pgliteSource(pglite: PGlite): NoticeSource {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    start: async (onNotice) => {
      unlisten = await pglite.listen(LIVE_CHANNEL, onNotice);
    },
    stop: async () => {
      await unlisten?.();
      unlisten = null;
    },
  };
}

export type ReconnectPolicy = { firstDelayMs: number; maxDelayMs: number };
const RECONNECT: ReconnectPolicy = { firstDelayMs: 250, maxDelayMs: 10_000 };

/** The part of pg.Client a LISTEN needs. */
export type ListenClient = Pick<pg.Client, "connect" | "query" | "end" | "on" | "once">;

/**
 * PostgreSQL: a dedicated connection outside the query pool (a pooled connection may be handed to a query or
 * closed when idle, and LISTEN belongs to its session). When it drops (a database restart, a failover), it is
 * opened again with capped exponential back-off and full jitter, so many processes do not return at one instant.
 */
export function postgresSource(
  connectionString: string,
  options: { reconnect?: ReconnectPolicy; createClient?: () => ListenClient } = {},
): NoticeSource {
  const policy = options.reconnect ?? RECONNECT;
  const createClient = options.createClient ?? (() => new pg.Client({ connectionString, keepAlive: true }));
  let client: ListenClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(onNotice: (payload: string) => void): Promise<ListenClient> {
    const next = createClient();
    next.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) onNotice(message.payload);
    });
    // A dropped connection emits "error" and then "end"; without a listener the error would end the process.
    next.on("error", () => {});
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      return next;
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
  }

  function hold(current: ListenClient, onNotice: (payload: string) => void, onGap: () => void): void {
    client = current;
    current.once("end", () => {
      if (stopped || client !== current) return;
      client = null;
      logger.warn("Live updates: the database connection that listens for changes dropped; reconnecting.");
      reconnect(onNotice, onGap, 0);
    });
  }

  function reconnect(onNotice: (payload: string) => void, onGap: () => void, attempt: number): void {
    const delay = Math.random() * Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** attempt);
    retry = setTimeout(async () => {
      if (stopped) return;
      try {
        const next = await connect(onNotice);
        if (stopped) return void (await next.end());
        hold(next, onNotice, onGap);
        onGap();
      } catch {
        reconnect(onNotice, onGap, attempt + 1);
      }
    }, delay);
  }

  return {
    start: async (onNotice, onGap) => {
      stopped = false;
      hold(await connect(onNotice), onNotice, onGap);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
