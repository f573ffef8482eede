import { adminPages } from "@fh/validators";
import { loadConfigOrExit } from "./config";
import { runSite } from "./site";

/** `pnpm dev`: the API server in watch mode; the Vite servers (5173, 5174) proxy to it. */
await runSite(loadConfigOrExit());
process.stdout.write(`  Dev servers:  http://localhost:5173 (public), http://localhost:5174${adminPages.login} (staff)\n\n`);
