import { createStaffAccount } from "@fh/api";
import { defaultBusiness } from "@fh/validators";
import { createTestServer, type TestServerOptions } from "../helpers";

export const STAFF = { username: "director", password: "correct horse battery staple" };
export const SITE = "http://localhost:3000";

export type StaffTestServer = Awaited<ReturnType<typeof createStaffTestServer>>;

/** The real server with one staff account, and helpers to sign in over HTTP. */
export async function createStaffTestServer(options: TestServerOptions = {}) {
  const server = await createTestServer(options);
  await createStaffAccount(server.database.db, defaultBusiness, { username: STAFF.username, password: STAFF.password });

  /** Signs in through POST /api/auth/login; answers the token and the Set-Cookie header. */
  async function login(ip = "198.51.100.10") {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: STAFF,
      headers: { origin: SITE },
      remoteAddress: ip,
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    const body = res.json() as { sessionToken: string; user: { username: string } };
    const setCookie = res.headers["set-cookie"];
    return { token: body.sessionToken, setCookie: Array.isArray(setCookie) ? setCookie : [setCookie ?? ""], res };
  }

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return { ...server, login, bearer };
}

/**
 * Every route Fastify has registered, read from printRoutes' tree so that a
 * route added anywhere (not only in admin-routes.ts) is seen.
 */
export function registeredRoutes(tree: string): Array<{ path: string; methods: string[] }> {
  const out: Array<{ path: string; methods: string[] }> = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(m[2] ?? "");
    if (m[3]) out.push({ path: stack.join(""), methods: m[3].split(",").map((s) => s.trim()) });
  }
  return out;
}
