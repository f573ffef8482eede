import { connect, type AddressInfo, type Socket } from "node:net";
import { createTestDatabase } from "@fh/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { buildServer, type BuiltServer } from "../src/app";
import { loadConfig, type HttpLimits } from "../src/config";

/**
 * The socket limits, over real TCP connections (fastify.inject has no
 * sockets): a client that sends too slowly, stops, or idles is cut off, and
 * connections past the cap are refused. The limits are shortened here so
 * the test takes seconds; config.test.ts checks the real defaults.
 */

interface Listening {
  built: BuiltServer;
  port: number;
  close: () => Promise<void>;
}

let open: Listening | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

// Each test starts its own server (an embedded database and every plugin): on a loaded machine the
// first one in the file, which also loads the code, can take most of the default 30 s by itself.
const STARTS_A_SERVER = { timeout: 90_000 };

async function listen(env: Record<string, string>, limits: Partial<HttpLimits> = {}): Promise<Listening> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const built = await buildServer({ ...config, http: { ...config.http, ...limits } }, { database, logger: false });
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (built.app.server.address() as AddressInfo).port;
  open = {
    built,
    port,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
  return open;
}

/** A raw connection that records what the server sends and when it hangs up. */
function rawClient(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  const started = Date.now();
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once("close", () => resolve({ afterMs: Date.now() - started, received })),
  );
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    socket,
    closed,
    connected,
    received: () => received,
    /** Resolves once the answers so far contain `text` `count` times. */
    waitFor: (text: string, count = 1) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (received.split(text).length - 1 >= count) {
            socket.off("data", check);
            resolve();
          }
        };
        socket.on("data", check);
        socket.once("close", () => reject(new Error(`closed before ${count} × ${text}; got ${received}`)));
        check();
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a slow or stalled client is cut off", STARTS_A_SERVER, () => {
  it("answers 408 and closes a connection whose body stops halfway, once the request timeout passes", async () => {
    const { port, built } = await listen({ REQUEST_TIMEOUT_MS: "1500" });
    const client = rawClient(port);
    client.socket.write(
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n" +
        '{"name":"Ana","email":"ana@example.com","message":"This body never ends',
    );
    const { afterMs, received } = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    // The limit plus Node's once-a-second sweep, with room for a busy machine.
    expect(afterMs).toBeGreaterThanOrEqual(1400);
    expect(afterMs).toBeLessThan(5000);
    // Nothing of the half-sent message was stored.
    const messages = await built.deps.db.query.contactMessages.findMany();
    expect(messages).toHaveLength(0);
  });

  it("closes a connection whose headers never finish", async () => {
    const { port } = await listen({ REQUEST_TIMEOUT_MS: "1500" });
    const client = rawClient(port);
    client.socket.write("GET /healthz/live HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    const { afterMs, received } = await client.closed;
    expect(received).not.toMatch(/200 OK/);
    expect(afterMs).toBeLessThan(5000);
  });

  it("closes a connection on which nothing moves, even before its first byte", async () => {
    const { port } = await listen({}, { connectionTimeoutMs: 700 });
    const client = rawClient(port);
    await client.connected;
    const { afterMs, received } = await client.closed;
    expect(received).toBe("");
    expect(afterMs).toBeGreaterThanOrEqual(600);
    expect(afterMs).toBeLessThan(4000);
  });

  it("keeps an idle keep-alive connection past the request timeout for the next request, then closes it", async () => {
    const { port } = await listen({ REQUEST_TIMEOUT_MS: "1000" }, { keepAliveTimeoutMs: 4000 });
    const client = rawClient(port);
    const ask = "GET /healthz/live HTTP/1.1\r\nHost: localhost\r\n\r\n";
    client.socket.write(ask);
    await client.waitFor("HTTP/1.1 200 OK");
    // Longer than the header and request timeouts (and Node's sweep): a load
    // balancer reusing its connection must not find it cut.
    await sleep(2500);
    client.socket.write(ask);
    await client.waitFor("HTTP/1.1 200 OK", 2);
    const lastAnswer = Date.now();
    await client.closed;
    const idleMs = Date.now() - lastAnswer;
    expect(idleMs).toBeGreaterThanOrEqual(3500);
    expect(idleMs).toBeLessThan(8000);
  });
});

describe("connection cap", STARTS_A_SERVER, () => {
  it("closes connections past MAX_CONNECTIONS as they arrive; a freed place serves the next one", async () => {
    const { port } = await listen({ MAX_CONNECTIONS: "3" });
    const held = [rawClient(port), rawClient(port), rawClient(port)];
    await Promise.all(held.map((c) => c.connected));
    // Give the server a moment to count the three.
    await sleep(100);
    const extra = rawClient(port);
    const refused = await extra.closed;
    expect(refused.received).toBe("");
    expect(refused.afterMs).toBeLessThan(1000);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await sleep(100);
    const next = rawClient(port);
    next.socket.write("GET /healthz/live HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    const { received } = await next.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
    for (const c of held) c.socket.destroy();
  });
});
