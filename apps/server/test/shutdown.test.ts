import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const mainPath = path.join(serverDir, "src", "main.ts");


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(port: number, child: ChildProcess, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error("server did not become healthy in time");
}

describe("graceful shutdown", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fh-shutdown-"));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The real entry point (main.ts) on a free port; answers once /healthz says ready. */
  async function startServer(env: Record<string, string> = {}) {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", mainPath], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test", DATABASE_URL: "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    children.push(child);
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    await waitForHealth(port, child, 60_000);
    return { port, child, exited, stderr: () => stderr };
  }

  it("finishes a request in flight after SIGTERM, then exits with code 0", async () => {
    const { port, child, exited, stderr } = await startServer();

    const body = Buffer.from(JSON.stringify({ name: "Ana", email: "ana@example.com", phone: "", message: "Sent while the server stops." }));
    const half = Math.floor(body.length / 2);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/contact",
          headers: { "content-type": "application/json", "content-length": String(body.length) },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.subarray(0, half));
      // The request is on the server now; stop the server halfway through the body.
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => req.end(body.subarray(half)), 400);
      }, 400);
    });

    const { status, text } = await answer;
    expect(status, text).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ name: "Ana", status: "new" });
    const code = await exited;
    expect(code, stderr()).toBe(0);
  }, 90_000);

  it("does not let a stalled client hold the shutdown: it is cut off after SHUTDOWN_TIMEOUT_MS and the process exits", async () => {
    // The request timeout is longer than the shutdown's, so only the shutdown bound can end this.
    const { port, child, exited } = await startServer({ SHUTDOWN_TIMEOUT_MS: "1500", REQUEST_TIMEOUT_MS: "120000" });
    const stalled = connect(port, "127.0.0.1");
    stalled.on("error", () => {});
    const cutOff = new Promise<void>((resolve) => stalled.once("close", () => resolve()));
    await new Promise<void>((resolve) => stalled.once("connect", () => resolve()));
    stalled.write("POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"name\":");
    await sleep(300);

    const signalled = Date.now();
    child.kill("SIGTERM");
    const code = await exited;
    const tookMs = Date.now() - signalled;
    await cutOff;
    // 1.5 s for requests in flight, then the connections are closed and the database gets a moment to close.
    expect(tookMs).toBeGreaterThanOrEqual(1400);
    expect(tookMs).toBeLessThan(1500 + 2000 + 2500);
    // Cut short, so not a clean exit.
    expect(code).toBe(1);
  }, 90_000);
});
