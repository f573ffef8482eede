import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const mainPath = path.join(serverDir, "src", "main.ts");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

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
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes a request in flight after SIGTERM, then exits with code 0", async () => {
    const port = await freePort();
    child = spawn(process.execPath, ["--import", "tsx", mainPath], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test", DATABASE_URL: "" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
    await waitForHealth(port, child, 60_000);

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
        child!.kill("SIGTERM");
        setTimeout(() => req.end(body.subarray(half)), 400);
      }, 400);
    });

    const { status, text } = await answer;
    expect(status, text).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ name: "Ana", status: "new" });
    const code = await exited;
    expect(code, stderr).toBe(0);
  }, 90_000);
});
