import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { newPerson, register, screenshot } from "./support/app";

test("an owner exports a sweep and imports the file as a new sweep, after a preview that names every error", async ({
  page,
}, testInfo) => {
  const owner = newPerson(testInfo, "Mover");
  const sweepName = `Moving ${owner.lastName}`;
  await register(page, owner);
  await expect(page.getByRole("heading", { name: "Your sweeps" })).toBeVisible();
  await page.goto("/sweeps");
  await page.getByLabel("New sweep").fill(sweepName);
  await page.getByRole("button", { name: "Create sweep" }).click();
  await expect(page.getByRole("heading", { level: 1, name: sweepName })).toBeVisible();
  const sourceUrl = page.url();

  const settings = page.getByRole("region", { name: "Settings" });
  const download = page.waitForEvent("download");
  await settings.getByRole("link", { name: "Export the sweep" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^moving-.*-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = await readFile(await file.path(), "utf8");

  await page.goto("/sweeps");
  const importer = page.locator("section").filter({ has: page.getByRole("heading", { name: "Import a sweep" }) });
  await importer.getByLabel("Export file to import").setInputFiles({
    name: "newer.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ ...JSON.parse(exported), version: 2 })),
  });
  await expect(importer.getByRole("alert")).toContainText("version: This file is in export format version 2");
  await expect(importer.getByRole("button", { name: "Fix the errors first" })).toBeDisabled();

  await importer.getByLabel("Export file to import").setInputFiles({
    name: file.suggestedFilename(),
    mimeType: "application/json",
    buffer: Buffer.from(exported),
  });
  await expect(importer.getByText(sweepName)).toBeVisible();
  await expect(importer.getByRole("definition").first()).toHaveText("1");
  await screenshot(page, testInfo, "sweep-import-preview");
  await importer.getByRole("button", { name: "Import as a new sweep" }).click();
  await expect(page.getByRole("heading", { level: 1, name: sweepName })).toBeVisible();
  await expect(page).not.toHaveURL(sourceUrl);
  await expect(page).toHaveURL(/\/sweeps\/[0-9a-f-]{36}$/);
});
