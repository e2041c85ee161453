import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { databasePoolSize } from "../../app-processes";
import { env } from "../../env";
import { ensureParentFolder } from "./connection";
import type pg from "pg";
import { postgresAdapter, postgresPool } from "./postgres-adapter";
import { type Prisma, PrismaClient } from "../generated/client";

/** What data-access functions take: the client or a transaction of it, so services can compose them. */
export type Db = Prisma.TransactionClient;
/** The client itself, for services that open a transaction. */
export type RootDb = PrismaClient;

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in PGLITE_DATA_DIR. */
function createDb(): RootDb {
  if (env.DATABASE_URL) {
    holder.sweepsPool = postgresPool(env.DATABASE_URL, databasePoolSize(env));
    return new PrismaClient({ adapter: postgresAdapter(env.DATABASE_URL, holder.sweepsPool) });
  }
  ensureParentFolder(env.PGLITE_DATA_DIR);
  holder.sweepsPglite = new PGlite(env.PGLITE_DATA_DIR);
  return new PrismaClient({ adapter: new PrismaPGlite(holder.sweepsPglite) });
}

const holder = globalThis as typeof globalThis & { sweepsDb?: RootDb; sweepsPglite?: PGlite; sweepsPool?: pg.Pool };

/**
 * The one client of this process. Kept on globalThis so that dev-server reloads do not open a second
 * PGlite on the same folder (it has no locking), and so that tests can put their own per-file database there.
 */
export const db: RootDb = (holder.sweepsDb ??= createDb());

/** The embedded database under the client (without DATABASE_URL): the live listener LISTENs on this same instance. */
export function embeddedDatabase(): PGlite {
  if (!holder.sweepsPglite) throw new Error("There is no embedded database in this process: DATABASE_URL is set.");
  return holder.sweepsPglite;
}

/** The connection pool under the client with DATABASE_URL (its use is a metric); null on the embedded database. */
export function databasePool(): pg.Pool | null {
  return holder.sweepsPool ?? null;
}
