import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { newContext } from "../src/browser";
import { E2E_ADMIN } from "../src/server";

/** Shared by the admin-*.test.ts files: signing in, toasts, server-side calls. */
export const baseURL = inject("baseURL");

export async function signIn(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByText("Welcome,").waitFor();
}

/** A fresh browser context, signed in as the e2e staff account. */
export async function signedInPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, baseURL, width);
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

/** Waits for a toast with this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole("region", { name: /notifications/i });
  await region.getByText(title, { exact: true }).waitFor();
  if (description) await region.getByText(description, { exact: true }).waitFor();
}

/** The session token in the browser's cookie jar. */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(baseURL)).find((c) => c.name.endsWith("fh_session"));
  if (!cookie) throw new Error("no session cookie after sign-in");
  return cookie.value;
}

/** A staff REST or tRPC call with the session's bearer token, its raw answer for the test to read. */
export function staffFetch(token: string, url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseURL}${url}`, { ...init, headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...init.headers } });
}

/** Ends a session on the server, as another tab or an expiry would, leaving the browser's cookie stale. */
export async function revokeSession(token: string): Promise<void> {
  const res = await fetch(`${baseURL}/api/auth/logout`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`logout answered ${res.status}`);
}

export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(body),
  });
}

/** yyyy-MM-dd, `days` from today (UTC). */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A unique suffix so tests never depend on each other's records. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
