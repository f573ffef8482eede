import { crc32, deflateSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../src/browser";
import { expectToast, signedInPage } from "./admin-helpers";

/** A real PNG (a soft gradient), so the server's byte check and re-encoding accept it. */
function pngImage(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = 30 + Math.round((x / width) * 120);
      row[2 + x * 3] = 58 + Math.round((y / height) * 100);
      row[3 + x * 3] = 95;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("photo gallery", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("refuses files that are not images or over 5MB before sending them", async () => {
    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/photos");
    await page.getByRole("heading", { name: "Upload Guidelines" }).waitFor();
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    await expectToast(page, "Invalid File Type", "Please select an image file (JPEG, PNG, GIF)");
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expectToast(page, "File Too Large", "Please select an image smaller than 5MB");
    await context.close();
  });

  it("uploads, views, opens and deletes a photo", async () => {
    const { context, page } = await signedInPage(browser);
    await page.goto("/admin/photos");
    await page.getByRole("heading", { name: "Upload Guidelines" }).waitFor();
    const originalName = `family-portrait-${Date.now()}.png`;
    await page.locator('input[type="file"]').setInputFiles({ name: originalName, mimeType: "image/png", buffer: pngImage(320, 240) });
    await expectToast(page, "Photo Uploaded");

    const tile = page.getByRole("list", { name: "Uploaded photos" }).getByRole("listitem").filter({ hasText: originalName });
    await tile.waitFor();
    // Size badge.
    await tile.getByText(/\d+(\.\d)? (B|KB|MB)$/).first().waitFor();
    const href = await tile.getByRole("link", { name: /Open/ }).getAttribute("href");
    expect(href).toMatch(/^\/uploads\//);
    expect(await tile.getByRole("link", { name: /Open/ }).getAttribute("target")).toBe("_blank");
    const image = await fetch(new URL(href!, page.url()));
    expect(image.ok).toBe(true);

    await tile.getByRole("button", { name: "View", exact: true }).click();
    const view = page.getByRole("dialog", { name: originalName });
    await view.getByRole("img", { name: originalName }).waitFor();
    expect(await view.getByRole("link", { name: "Open in New Tab" }).getAttribute("href")).toBe(href);
    await view.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Photo" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Photo Deleted");
    await tile.waitFor({ state: "detached" });

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("heading", { name: "Obituary Dashboard" }).waitFor();
    await context.close();
  });

  it("uploads from the dashboard's photo button into the gallery", async () => {
    const { context, page } = await signedInPage(browser);
    const originalName = `dashboard-${Date.now()}.png`;
    await page.locator('input[type="file"]').setInputFiles({ name: originalName, mimeType: "image/png", buffer: pngImage(64, 64) });
    await expectToast(page, "Photo Uploaded");
    await page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: "Photos" }).click();
    const tile = page.getByRole("list", { name: "Uploaded photos" }).getByRole("listitem").filter({ hasText: originalName });
    await tile.getByRole("button", { name: "Delete", exact: false }).click();
    await page.getByRole("dialog", { name: "Delete Photo" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Photo Deleted");
    await context.close();
  });
});
