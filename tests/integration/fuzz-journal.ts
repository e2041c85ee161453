// A journal of every row written to the test database, kept by triggers, so a test can tell exactly what a
// request stored. A refused request must leave it as it was (a rolled-back write leaves no journal row either).
import type { RootDb } from "@/lib/server/db/infra/client";

const JOURNAL = "_WriteJournal";

export type WriteJournal = {
  /** Where the journal stands now. */
  mark(): Promise<number>;
  /** The rows written since a mark, as "Table OPERATION". */
  since(mark: number): Promise<string[]>;
};

export async function installWriteJournal(db: RootDb): Promise<WriteJournal> {
  await db.$executeRawUnsafe(
    `CREATE TABLE "${JOURNAL}" ("id" bigserial PRIMARY KEY, "table" text NOT NULL, "op" text NOT NULL)`,
  );
  await db.$executeRawUnsafe(`
    CREATE FUNCTION "journal_write"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO "${JOURNAL}" ("table", "op") VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`);
  const tables = await db.$queryRaw<Array<{ name: string }>>`
    SELECT tablename AS "name" FROM pg_tables
    WHERE schemaname = current_schema() AND tablename NOT IN ('_prisma_migrations', ${JOURNAL})`;
  for (const { name } of tables) {
    await db.$executeRawUnsafe(
      `CREATE TRIGGER "journal" AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION "journal_write"()`,
    );
  }
  return {
    mark: async () => {
      const [row] = await db.$queryRawUnsafe<Array<{ id: bigint | null }>>(
        `SELECT max("id") AS "id" FROM "${JOURNAL}"`,
      );
      return Number(row?.id ?? 0);
    },
    since: async (mark) => {
      const rows = await db.$queryRawUnsafe<Array<{ table: string; op: string }>>(
        `SELECT "table", "op" FROM "${JOURNAL}" WHERE "id" > $1 ORDER BY "id"`,
        mark,
      );
      return rows.map((row) => `${row.table} ${row.op}`);
    },
  };
}
