import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { migrate } from "@fh/db";
import { buildServer } from "./app";
import { ConfigError, loadConfig, type ServerConfig } from "./config";

/** Loads the configuration or stops the process with a message naming the bad variable. */
export function loadConfigOrExit(): ServerConfig {
  // A .env file at the repository root, when there is one; the real environment wins.
  const envFile = fileURLToPath(new URL("../../../.env", import.meta.url));
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Starts the server: migrate, listen, and on SIGTERM/SIGINT stop taking new
 * requests, let the ones in flight finish, close the database and exit.
 */
export async function serve(config: ServerConfig, beforeListen?: (built: Awaited<ReturnType<typeof buildServer>>) => Promise<void>) {
  const built = await buildServer(config);
  const { app, database } = built;
  await migrate(database);
  if (beforeListen) await beforeListen(built);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  return built;
}

const isEntry = import.meta.url === `file://${process.argv[1]}`;
if (isEntry) {
  serve(loadConfigOrExit()).catch((error: unknown) => {
    process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
