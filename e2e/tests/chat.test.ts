import { readMessages } from "@fh/i18n/files";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchBrowser, newContext, screenshot, screenshotDir, seriousViolations } from "../src/browser";

const baseURL = inject("baseURL");

/** tRPC procedure names in a request to /trpc (batched ones are joined with commas). */
function procedures(req: Request): string[] {
  const url = new URL(req.url());
  if (!url.pathname.startsWith("/trpc/")) return [];
  return url.pathname.slice("/trpc/".length).split(",");
}

async function openChat(page: Page) {
  const launcher = page.getByRole("button", { name: "Open grief support chat" });
  await launcher.click();
  const panel = page.getByRole("dialog", { name: "Grief Support" });
  await panel.waitFor();
  return panel;
}

/** The chat's own words in a language, as its catalog has them. */
function chatWords(locale: string): Record<string, string> {
  return readMessages(locale, "chat");
}

/**
 * The crisis answer in each language: the always-on line's links, a message
 * the assistant hears as a crisis, and the links its answer must offer. A
 * Spanish text to the Lifeline opens with AYUDA typed, its Spanish keyword.
 */
const crisisCases = [
  {
    locale: "en",
    home: "/",
    line: { call: "Call 988", text: "text 988", sms: "sms:988" },
    message: "I want to kill myself",
    reply: {
      call: "call 988",
      text: "text 988",
      sms: "sms:988",
      emergency: "call 911",
      page: "grief-support page",
      path: "/grief-support",
    },
  },
  {
    locale: "es",
    home: "/es/",
    line: { call: "Llame al 988", text: "envíe un mensaje de texto al 988", sms: "sms:988?body=AYUDA" },
    message: "me quiero suicidar",
    reply: {
      call: "llama al 988",
      text: "envía AYUDA por mensaje de texto al 988",
      sms: "sms:988?body=AYUDA",
      emergency: "llame al 911",
      page: "página de apoyo en el duelo",
      path: "/es/grief-support",
    },
  },
  {
    locale: "ht",
    home: "/ht/",
    line: { call: "Rele 988", text: "voye yon tèks bay 988", sms: "sms:988" },
    message: "m vle touye tèt mwen",
    reply: {
      call: "rele 988",
      text: "voye yon tèks bay 988",
      sms: "sms:988",
      emergency: "rele 911",
      page: "paj sipò nan lapenn nou an",
      path: "/ht/grief-support",
    },
  },
] as const;

/** A screenshot of the screen as the visitor sees it (the panel is fixed; a full-page one would not show it as seen). */
async function screenshotScreen(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

describe("the grief-support chat widget", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("holds a conversation through the real server, answering a crisis message with 988", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on("request", (req) => calls.push(...procedures(req)));
    await page.goto("/grief-support");

    // Closed: a button, with its hint after the 700 ms tooltip delay on large screens.
    const launcher = page.getByRole("button", { name: "Open grief support chat" });
    await launcher.hover();
    await page.getByRole("tooltip").waitFor({ state: "visible" });

    const panel = await openChat(page);
    const input = panel.getByRole("textbox", { name: "Type your message" });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    for (const label of ["Emotional support", "Funeral planning help", "Understanding grief", "Immediate assistance"]) {
      await panel.getByRole("button", { name: label, exact: true }).waitFor();
    }
    for (const label of ["Feeling overwhelmed", "Can't sleep", "Grief stages"]) {
      await panel.getByRole("button", { name: label, exact: true }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "chat-open-1280");

    // Nothing is sent for whitespace, and Send stays disabled.
    const send = panel.getByRole("button", { name: "Send", exact: true });
    expect(await send.isDisabled()).toBe(true);
    await input.fill("   \n  ");
    expect(await send.isDisabled()).toBe(true);
    await input.press("Enter");
    await page.waitForTimeout(300);
    expect(calls.filter((c) => c.startsWith("chat."))).toEqual([]);

    // A suggested prompt sends its message and hides the suggestions.
    await input.fill("");
    await panel.getByRole("button", { name: "Grief stages", exact: true }).click();
    const log = panel.getByRole("log", { name: "Conversation" });
    await log.getByText("What are the stages of grief?").waitFor();
    expect(await panel.getByRole("button", { name: "Emotional support", exact: true }).count()).toBe(0);
    await expect.poll(() => log.locator(":scope > div").count()).toBe(2);
    expect(calls).toContain("chat.createSession");
    expect(calls.indexOf("chat.createSession")).toBeLessThan(calls.indexOf("chat.send"));
    expect(calls.indexOf("chat.send")).toBeLessThan(calls.indexOf("chat.aiResponse"));

    // A crisis message: the reply leads with the 988 lifeline.
    await input.fill("I don't want to live without her");
    await send.click();
    // While the reply is awaited the box and the button are disabled.
    expect(await input.isDisabled()).toBe(true);
    await log.getByText("I don't want to live without her").waitFor();
    await expect.poll(() => log.locator(":scope > div").count(), { timeout: 20_000 }).toBe(4);
    expect(await log.locator(":scope > div").nth(3).textContent()).toMatch(/988/);
    expect(await input.inputValue()).toBe("");
    expect(await input.isDisabled()).toBe(false);
    expect(calls.filter((c) => c === "chat.createSession")).toHaveLength(1);

    // Once started, the list refreshes every 2 s.
    const before = calls.filter((c) => c === "chat.messages").length;
    await page.waitForTimeout(4500);
    expect(calls.filter((c) => c === "chat.messages").length - before).toBeGreaterThanOrEqual(2);
    await screenshot(page, "chat-conversation-1280");

    // Minimise keeps the conversation; close returns focus to the launcher.
    await panel.getByRole("button", { name: "Minimise chat" }).click();
    expect(await input.count()).toBe(0);
    await panel.getByRole("button", { name: "Expand chat" }).click();
    await log.getByText("I don't want to live without her").waitFor();
    await panel.getByRole("button", { name: "Close chat" }).click();
    await launcher.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open grief support chat");
    await context.close();
  });

  it("sends on Enter, and Shift+Enter inserts a new line instead", async () => {
    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    await page.goto("/obituaries");
    const panel = await openChat(page);
    const input = panel.getByRole("textbox", { name: "Type your message" });

    await input.pressSequentially("Thank you");
    await input.press("Shift+Enter");
    await input.pressSequentially("for listening");
    expect(await input.inputValue()).toBe("Thank you\nfor listening");
    expect(await panel.getByRole("log").locator(":scope > div").count()).toBe(0);

    await input.press("Enter");
    const log = panel.getByRole("log", { name: "Conversation" });
    await expect.poll(() => log.locator(":scope > div").count(), { timeout: 20_000 }).toBe(2);
    expect(await log.locator(":scope > div").first().textContent()).toContain("Thank you\nfor listening");
    expect(await input.inputValue()).toBe("");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "chat-conversation-375");
    await context.close();
  });

  it("on a phone, answers a crisis message with tappable lifeline links, its first line in view and focused", async () => {
    const context = await newContext(browser, baseURL, 375);
    const page = await context.newPage();
    await page.goto("/");
    const panel = await openChat(page);
    const input = panel.getByRole("textbox", { name: "Type your message" });
    const log = panel.getByRole("log", { name: "Conversation" });
    expect(await log.getAttribute("aria-live")).toBe("polite");

    // A long answer first, so the conversation scrolls.
    await panel.getByRole("button", { name: "Understanding grief", exact: true }).click();
    await expect.poll(() => log.locator(":scope > div").count(), { timeout: 20_000 }).toBe(2);

    const crisis = "I called 988 once, but I'm thinking of ending it all";
    await input.fill(crisis);
    await input.press("Enter");
    await expect.poll(() => log.locator(":scope > div").count(), { timeout: 20_000 }).toBe(4);

    // The visitor's own words are shown as typed, never as links.
    const mine = log.locator(":scope > div").nth(2);
    expect(await mine.textContent()).toContain(crisis);
    expect(await mine.locator("a").count()).toBe(0);

    const reply = log.locator(":scope > div").nth(3).locator("[data-message-id]");
    const link = (name: string) => reply.getByRole("link", { name, exact: true });
    expect(await link("call 988").getAttribute("href")).toBe("tel:988");
    expect(await link("text 988").getAttribute("href")).toBe("sms:988");
    expect(await link("call 911").getAttribute("href")).toBe("tel:911");
    expect(await link("grief-support page").getAttribute("href")).toBe("/grief-support");
    // 988 first and alone: nothing about arrangements in the same reply.
    const text = (await reply.textContent()) ?? "";
    expect(text.indexOf("988")).toBeLessThan(120);
    expect(text).not.toMatch(/book-consultation|cremation|funeral/i);

    // The reply has focus (a screen reader reads it; the phone's keyboard closes)...
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-message-id"))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("call 988");
    // ...and its first line, with "call 988", is in view in the list and on the screen.
    const list = await log.evaluateHandle((el) => el.parentElement!);
    const listBox = (await list.asElement()!.boundingBox())!;
    const replyBox = (await reply.boundingBox())!;
    const callBox = (await link("call 988").boundingBox())!;
    expect(replyBox.y).toBeGreaterThanOrEqual(listBox.y - 1);
    expect(callBox.y).toBeGreaterThanOrEqual(listBox.y);
    expect(callBox.y + callBox.height).toBeLessThanOrEqual(listBox.y + listBox.height);
    expect(callBox.y + callBox.height).toBeLessThanOrEqual(812);
    // The list had to scroll to get there: the first line is shown, not the bottom.
    expect(await list.evaluate((el) => (el as HTMLElement).scrollTop)).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    // What the visitor sees on the phone's screen (the shared helper takes the whole page).
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, "chat-crisis-375.png") });

    // The grief-support link opens the page without losing the conversation.
    await link("grief-support page").click();
    await page.waitForURL(/\/grief-support$/);
    await panel.getByRole("button", { name: "Expand chat" }).click();
    await log.getByText(crisis).waitFor();
    await context.close();
  });

  for (const c of crisisCases) {
    for (const width of [375, 1280]) {
      it(`in ${c.locale} at ${width} px, always offers "call or text 988" above the message box and answers a crisis with a text link that texts`, async () => {
        const words = chatWords(c.locale);
        const context = await newContext(browser, baseURL, width);
        const page = await context.newPage();
        await page.goto(c.home);
        await page.getByRole("button", { name: words.open! }).click();
        const panel = page.getByRole("dialog", { name: words.title! });
        await panel.waitFor();
        const input = panel.getByRole("textbox", { name: words.inputLabel! });

        // The line: in the page's language, its call link named with the number, its text link texting.
        const line = panel.getByTestId("crisis-line");
        expect(await page.getAttribute("html", "lang")).toBe(c.locale);
        const call = line.getByRole("link", { name: c.line.call, exact: true });
        const text = line.getByRole("link", { name: c.line.text, exact: true });
        expect(await call.getAttribute("href")).toBe("tel:988");
        expect(await text.getAttribute("href")).toBe(c.line.sms);
        expect(await line.getByRole("link").count()).toBe(2);

        // It sits just above the message box, on screen, without crowding the panel:
        // two short lines at most (the Spanish one wraps on a phone), and the
        // conversation keeps most of the height.
        const lineBox = (await line.boundingBox())!;
        const inputBox = (await input.boundingBox())!;
        const list = (await (await panel.getByRole("log").evaluateHandle((el) => el.parentElement!)).asElement()!.boundingBox())!;
        expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(inputBox.y);
        expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(width < 600 ? 812 : 900);
        expect(lineBox.height).toBeLessThanOrEqual(54);
        expect(list.height).toBeGreaterThan(lineBox.height * 6);
        // Each link is a target a thumb can take (24 px high at least).
        for (const link of [call, text]) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshotScreen(page, `chat-crisis-line-${c.locale}-${width}`);

        // A crisis message: the answer's call links dial, its text link opens a message,
        // and the grief-support page is a link by its name, not a printed address.
        await input.fill(c.message);
        await input.press("Enter");
        const log = panel.getByRole("log", { name: words.log! });
        await expect.poll(() => log.locator(":scope > div").count(), { timeout: 20_000 }).toBe(2);
        const reply = log.locator(":scope > div").nth(1).locator("[data-message-id]");
        const link = (name: string) => reply.getByRole("link", { name, exact: true });
        expect(await link(c.reply.call).getAttribute("href")).toBe("tel:988");
        expect(await link(c.reply.text).getAttribute("href")).toBe(c.reply.sms);
        expect(await link(c.reply.emergency).getAttribute("href")).toBe("tel:911");
        expect(await link(c.reply.page).getAttribute("href")).toBe(c.reply.path);
        expect(await reply.textContent()).not.toContain(`(${c.reply.path})`);
        // No link in the answer dials when it says "text".
        const hrefs = await reply.getByRole("link").evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute("href")]));
        for (const [label, href] of hrefs) if (/text|texto|tèks/i.test(label ?? "")) expect(href, label ?? "").toMatch(/^sms:/);
        // The line stays where it was, under the answer.
        expect(await line.isVisible()).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshotScreen(page, `chat-crisis-reply-${c.locale}-${width}`);
        await link(c.reply.page).scrollIntoViewIfNeeded();
        await screenshotScreen(page, `chat-crisis-reply-end-${c.locale}-${width}`);

        // The page link opens the grief-support page in the answer's language.
        await link(c.reply.page).click();
        await page.waitForURL((url) => url.pathname === c.reply.path);
        await context.close();
      });
    }
  }
});
