// npm run db:migrate | db:new -- <name> | db:reset | db:seed — on DATABASE_URL, or the embedded database.
import { readEnv } from "../lib/server/env";
import { applyMigrations, dropEverything } from "../lib/server/db/infra/migrations";
import { DatabaseUnavailableError, lockEmbeddedDatabase, openDatabase } from "../lib/server/db/infra/open";
import { createMigration } from "../lib/server/db/infra/schema-engine";
import { isDatabaseEmpty, seedDemoSociety } from "../prisma/seed/demo-society";

const [command, name] = process.argv.slice(2);
const env = readEnv();

async function withDatabase(
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
): Promise<void> {
  const unlock = env.DATABASE_URL ? () => {} : lockEmbeddedDatabase(env.PGLITE_DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
  try {
    await work(database);
  } finally {
    await database.close();
    unlock();
  }
}

async function migrate(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  const applied = await applyMigrations(database.connection);
  console.log(
    applied.length ? `Applied to ${database.label}: ${applied.join(", ")}` : `${database.label} is up to date.`,
  );
}

async function main(): Promise<void> {
  switch (command) {
    case "migrate":
      return withDatabase(migrate);
    case "new": {
      if (!name) throw new Error("Name the migration: npm run db:new -- add_course_tees");
      const dir = await createMigration(name);
      console.log(
        dir ? `Wrote ${dir}/migration.sql` : "The schema and the migrations already agree: nothing to write.",
      );
      return;
    }
    case "reset":
      return withDatabase(async (database) => {
        await dropEverything(database.connection);
        await migrate(database);
      });
    case "seed":
      return withDatabase(async (database) => {
        await migrate(database);
        if (!(await isDatabaseEmpty(database.prisma))) {
          console.log(`${database.label} already has data; run npm run db:reset first to replace it with the demo.`);
          return;
        }
        await seedDemoSociety(database.prisma);
        console.log(`Seeded the demo society into ${database.label}.`);
      });
    default:
      throw new Error("Usage: tsx scripts/db.ts migrate | new <name> | reset | seed");
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof DatabaseUnavailableError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
