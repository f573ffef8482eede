import { readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { inject } from "vitest";
import { E2E_ADMIN, repoRoot } from "../src/server";

/**
 * Records made through the API as a family and a director would make them:
 * a public upload and submission, then the staff REST calls (SPEC §7) with
 * the bearer token sign-in answers. Public submissions are rate-limited per
 * address (10 obituaries in 15 minutes, shared by every e2e file), so tests
 * make as few as they can and let staff calls do the rest.
 */
const baseURL = inject("baseURL");

export interface StaffApi {
  call: (method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown) => Promise<unknown>;
}

async function answer(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function staffApi(): Promise<StaffApi> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { sessionToken } = (await answer(res, "sign-in")) as { sessionToken: string };
  return {
    call: async (method, p, body) => {
      const r = await fetch(`${baseURL}${p}`, {
        method,
        headers: { authorization: `Bearer ${sessionToken}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answer(r, `${method} ${p}`);
    },
  };
}

/** One of the site's own demo photos, uploaded as a family would (POST /api/upload/photo). */
export async function uploadDemoPhoto(name = "memorial-garden.jpg"): Promise<{ photoUrl: string; filename: string }> {
  const bytes = readFileSync(path.join(repoRoot, "apps/web/public/images/memorials", name));
  const form = new FormData();
  form.append("photo", new Blob([bytes], { type: "image/jpeg" }), name);
  const res = await fetch(`${baseURL}/api/upload/photo`, { method: "POST", headers: { origin: baseURL }, body: form });
  return (await answer(res, "photo upload")) as { photoUrl: string; filename: string };
}

export interface ObituaryFields {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  biography: string;
  photoUrl?: string;
  submitterName: string;
  submitterEmail: string;
  submitterPhone?: string;
}

/** A family's submission (POST /api/obituaries), approved by staff: live on the site. */
export async function liveObituary(staff: StaffApi, fields: ObituaryFields): Promise<number> {
  const res = await fetch(`${baseURL}/api/obituaries`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(fields),
  });
  const { id } = (await answer(res, "obituary submission")) as { id: number };
  await staff.call("PATCH", `/api/admin/obituaries/${id}/approve`);
  return id;
}

export async function postPublic(p: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${baseURL}${p}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseURL },
    body: JSON.stringify(body),
  });
  return answer(res, `POST ${p}`);
}

/**
 * A public write (POST) sent from another loopback address, as a family on
 * their own connection would send it. Public writes are limited per client
 * address (e.g. 10 contact messages in 15 minutes), and every e2e file shares
 * 127.0.0.1's quota; a test that needs many records sends them from
 * 127.0.0.2 to 127.0.0.254 instead (all loopback on Linux), leaving
 * 127.0.0.1's quota to the other files.
 */
export async function postPublicFrom(localAddress: string, p: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const payload = JSON.stringify(body);
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      new URL(p, baseURL),
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), origin: baseURL, ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
  if (status < 200 || status >= 300) throw new Error(`POST ${p} from ${localAddress} answered ${status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}
