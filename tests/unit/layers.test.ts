import { readdirSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const SOURCE_ROOTS = ["app", "components", "lib", "proxy.ts"];
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs)$/;
/** Prisma's generated client: written by `prisma generate`, ignored by ESLint, checked by the schema instead. */
const GENERATED = "lib/server/db/generated";

function sourceFiles(entry: string): string[] {
  if (entry === GENERATED) return [];
  if (statSync(entry).isFile()) return SOURCE_FILE.test(entry) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => sourceFiles(posix.join(entry, name)));
}

const isOn = (setting: unknown) => Array.isArray(setting) && (setting[0] === 2 || setting[0] === "error");

describe("the layer rules of eslint.config.mjs", () => {
  it("cover every source file, with import cycles refused", { timeout: 120_000 }, async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const files = SOURCE_ROOTS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(300);
    const uncovered: string[] = [];
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(join(process.cwd(), file))) as
        { rules?: Record<string, unknown> } | undefined;
      const rules = config?.rules ?? {};
      if (!isOn(rules["no-restricted-imports"]) || !isOn(rules["import/no-cycle"])) uncovered.push(file);
    }
    expect(uncovered).toEqual([]);
  });

  it("refuse an import into a layer above by a relative path as by the alias", { timeout: 60_000 }, async () => {
    const eslint = new ESLint({ cwd: process.cwd() });
    const refused = async (file: string, source: string) => {
      const [result] = await eslint.lintText(`import { x } from "${source}";\nexport const y = x;\n`, {
        filePath: join(process.cwd(), file),
      });
      return result!.messages.some((message) => message.ruleId === "no-restricted-imports");
    };
    // Linted as the text of files that exist, since some rules read the file's project.
    expect(await refused("lib/validation/events.ts", "../server/db/client")).toBe(true);
    expect(await refused("lib/courses/course-draft.ts", "../hooks/api-client")).toBe(true);
    expect(await refused("lib/server/auth/guards.ts", "../../hooks/sign-in")).toBe(true);
    expect(await refused("lib/hooks/api-client.ts", "../../components/ui/button")).toBe(true);
    expect(await refused("components/ui/button.tsx", "../../app/page")).toBe(true);
    expect(await refused("lib/server/auth/guards.ts", "../db/users")).toBe(false);
  });
});
