// Creates a new embedded database folder and exits: `prepareEmbeddedDataDir`
// (embedded.ts) runs it in a process of its own. PGlite's initdb grows its
// WebAssembly memory by about 270 MB, and a WebAssembly memory never shrinks,
// so a server that created its own folder held that for as long as it ran.
// Plain JavaScript, so plain node runs it beside the compiled server and tsx alike.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

const [location, startParams] = process.argv.slice(2);
mkdirSync(location, { recursive: true });
const db = new PGlite(location, { startParams: JSON.parse(startParams) });
await db.waitReady;
await db.close();
