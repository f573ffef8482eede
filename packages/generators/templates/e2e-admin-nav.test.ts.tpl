
  it("is reached from its tab in the staff nav", async () => {
    const { context, page } = await signedInPage(browser, 1280);
    await page.getByRole("navigation", { name: "Staff sections" }).getByRole("link", { name: entry.nav, exact: true }).click();
    await page.waitForURL((url) => url.pathname === entry.path);
    await page.getByRole("heading", { level: 1, name: entry.title, exact: true }).waitFor();
    await context.close();
  });
