import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { makeFakeSites } from "./fake-sites";

const webRoot = fileURLToPath(new URL("../../web", import.meta.url));

/**
 * Sites whose server-side renderer is the real one (apps/web/src/entry-server.tsx),
 * built by Vite as `pnpm build` builds it, into a folder of its own: a test then
 * reads through fastify.inject the very HTML a visitor gets, without depending
 * on (or disturbing) a build in the working tree. The shell and assets are the
 * fake ones: only the drawn #root and the head matter here. Takes a few seconds.
 */
export async function sitesWithBuiltRenderer(): Promise<{ webDist: string; adminDist: string }> {
  const sites = makeFakeSites("none");
  const outDir = path.join(sites.webDist, "..", "dist-server");
  // Vite is the web app's tool: found from its folder, run with its config.
  const vite = path.join(path.dirname(createRequire(path.join(webRoot, "package.json")).resolve("vite/package.json")), "bin", "vite.js");
  await promisify(execFile)(process.execPath, [vite, "build", "--ssr", "src/entry-server.tsx", "--outDir", outDir, "--logLevel", "error"], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 16 * 1024 * 1024,
  });
  return sites;
}
