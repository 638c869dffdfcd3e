import { readFile } from "node:fs/promises";
import { expect, test } from "./support";

/**
 * Issue 12: the reference catalogue in the back office — search it, edit a reference, export it,
 * and import a file after reading its dry-run report.
 */
test("an admin searches, edits, exports and imports the reference catalogue", async ({ adminPage: page }) => {
  await page.goto("/admin/catalogue");
  await expect(page.getByRole("heading", { name: "Reference catalogue", level: 1 })).toBeVisible();

  await page.getByLabel("Search").fill("126610");
  const rows = page.getByTestId("reference-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("126610LN");
  await expect(rows.nth(1)).toContainText("126610LV");

  // Edit: the dial colour of the LV, kept and marked edited.
  await page.getByRole("button", { name: "Edit Rolex 126610LV" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit reference" });
  await dialog.getByLabel("Dial colour").fill("Black, green bezel");
  await dialog.getByLabel("First year").fill("1899");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("Year must be between 1900 and this year")).toBeVisible();
  await dialog.getByLabel("First year").fill("2020");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Reference saved")).toBeVisible();
  await expect(rows.nth(1)).toContainText("Edited");

  // Export what the search finds.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reference-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile(await download.path(), "utf8");
  expect(exported.startsWith("\uFEFFBrand,Collection,Model,Reference")).toBe(true);
  expect(exported).toContain("Black, green bezel");

  // Import: one new reference, one change, two refused rows (one with two errors, one a cell
  // short); the report first, then Apply.
  const reference = `E2E-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const csv = [
    "Brand,Model,Reference,Case size (mm),Dial colour",
    `Nomos Glashütte,Club Campus,${reference},36,Silver`,
    `Rolex,Explorer,224270,40,Black ${reference}`,
    "Rolex,,14270,80,",
    "Rolex,Explorer,14270",
  ].join("\r\n");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const importDialog = page.getByRole("dialog", { name: "Import references from CSV" });
  await importDialog
    .getByLabel("CSV file")
    .setInputFiles({ name: "references.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await importDialog.getByRole("button", { name: "Check file" }).click();
  const summary = importDialog.getByTestId("import-summary");
  await expect(summary).toContainText("Added1");
  await expect(summary).toContainText("Changed1");
  await expect(summary).toContainText("Rejected2");
  await expect(importDialog.getByText(new RegExp(`Dial colour: .+ → Black ${reference}`))).toBeVisible();
  const row4 = importDialog.getByRole("listitem").filter({ hasText: /^Row 4/ });
  await expect(row4.getByText("Model: Model is required", { exact: true })).toBeVisible();
  await expect(row4.getByText(/^Case size \(mm\): Case size must be between 20 and 60 mm/)).toBeVisible();
  const row5 = importDialog.getByRole("listitem").filter({ hasText: /^Row 5/ });
  await expect(
    row5.getByText("This row has fewer cells than the header has columns", { exact: true }),
  ).toBeVisible();
  await importDialog.getByRole("button", { name: "Apply 2 changes" }).click();
  await expect(importDialog).toBeHidden();
  await expect(page.getByText("Import applied")).toBeVisible();

  await page.getByLabel("Search").fill(reference);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Club Campus");
});

test("the catalogue reads in Arabic, right to left", async ({ adminPage: page }) => {
  await page.goto("/admin/catalogue?lang=ar&q=hulk");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "كتالوج المراجع", level: 1 })).toBeVisible();
  await expect(page.getByTestId("reference-row")).toHaveCount(1);
  await expect(page.getByTestId("reference-row")).toContainText("116610LV");
});
