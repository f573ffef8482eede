import { appRouter, createInternalContext } from "@fh/api";
import type { TestApi } from "@fh/api/testing";
import { defaultBusiness } from "@fh/validators";
import { render } from "../src/entry-server";

/** A public page's HTML as the server draws it, over a test API's database. */
export async function drawPage(api: TestApi, url: string): Promise<string> {
  const { html } = await render({
    url,
    facts: { business: defaultBusiness, staffLoginUrl: "/admin/login", publicSiteUrl: "" },
    router: appRouter,
    ctx: createInternalContext(api.deps),
  });
  return html;
}

/** Text as the server's renderer (Preact) writes it into the HTML: `&`, `<` and `"` escaped, nothing else. */
export const asDrawn = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
