import { z } from "zod";

// In the browser, zod must not probe `new Function` to decide on its fast
// parser: under the site's strict Content-Security-Policy the probe is caught,
// but the browser still reports a CSP violation. Every schema file imports z
// from here so this runs before any schema is built. The server keeps the JIT.
if ("document" in globalThis) z.config({ jitless: true });

export { z };
