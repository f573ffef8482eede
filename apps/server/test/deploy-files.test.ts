import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import serverPackage from "../package.json" with { type: "json" };

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../../deploy/${file}`, import.meta.url)), "utf8");

/** The settings a line of the unit holds, as systemd reads them (Key=Value, Environment=NAME=value). */
function unitSettings(text: string) {
  const lines = text.split("\n").filter((line) => /^[A-Za-z]+=/.test(line));
  const value = (key: string) => lines.filter((l) => l.startsWith(`${key}=`)).map((l) => l.slice(key.length + 1));
  const environment = Object.fromEntries(value("Environment").map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
  return { value, environment };
}

describe("the deploy files in deploy/", () => {
  const unit = unitSettings(read("funeral-home.service"));

  it("the systemd unit runs the compiled server with the flags and memory settings `pnpm start` uses", () => {
    const [execStart] = unit.value("ExecStart");
    // pnpm start's own command, less the build step: node <flags> dist/start.js.
    const startFlags = serverPackage.scripts.start.match(/node (--[^ ]+ --[^ ]+) dist\/start\.js/)?.[1];
    expect(startFlags).toBeDefined();
    expect(execStart).toMatch(/^\/usr\/bin\/node /);
    expect(execStart).toContain(`${startFlags} apps/server/dist/start.js`);
    for (const name of ["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_"]) {
      expect(serverPackage.scripts.start).toContain(`${name}=\${${name}:-${unit.environment[name]}}`);
    }
  });

  it("the unit runs in production behind the proxy, keeps its data in one folder, and stops within its grace period", () => {
    expect(unit.environment).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: "3000", TRUST_PROXY: "1" });
    expect(unit.value("ReadWritePaths")).toEqual([unit.environment.DATA_DIR]);
    expect(unit.value("KillSignal")).toEqual(["SIGTERM"]);
    // SHUTDOWN_TIMEOUT_MS is 10 s by default: systemd must wait longer before it kills.
    expect(Number(unit.value("TimeoutStopSec")[0])).toBeGreaterThan(10);
    expect(unit.value("Restart")).toEqual(["on-failure"]);
    expect(unit.value("EnvironmentFile")).toHaveLength(1);
  });

  it("the Caddyfile proxies both hosts to the unit's address and hides /metrics from the internet", () => {
    const caddy = read("Caddyfile");
    const upstream = `${unit.environment.HOST}:${unit.environment.PORT}`;
    const sites = caddy.split("\n").filter((line) => /^[a-z0-9.,\s-]+\{$/.test(line));
    expect(sites).toHaveLength(2);
    expect(caddy.match(new RegExp(`reverse_proxy ${upstream.replaceAll(".", "\\.")}$`, "gm"))).toHaveLength(2);
    expect(caddy.match(/respond @metrics 404/g)).toHaveLength(2);
  });
});
