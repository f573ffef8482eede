import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { measure, type LoadFigures, type LoadOptions } from "./load";

/**
 * One autocannon run in a process of its own: the burst's 50 clients of the
 * 6 MB list then parse their answers on their own event loop, not on the one
 * that times the pages read meanwhile. In one process, the page's p99 would
 * count the bench's own parsing of the list, not the server's answer time.
 * The run's options travel as JSON, so it cannot vary its path (`nextPath`).
 */
export function measureApart(options: Omit<LoadOptions, "nextPath">): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), JSON.stringify(options)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(out) as LoadFigures);
      else reject(new Error(`the load process for ${options.name} exited with ${code}`));
    });
  });
}

// Run as the child: measure, then print the figures.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = JSON.parse(process.argv[2] ?? "{}") as LoadOptions;
  const figures = await measure(options);
  process.stdout.write(JSON.stringify(figures));
}
