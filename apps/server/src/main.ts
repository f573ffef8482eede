import { migrate, prepareEmbeddedDataDir } from "@fh/db";
import { buildServer } from "./app";
import { loadConfigOrExit, SERVING_DEFAULTS, type ServerConfig } from "./config";

/** After the shutdown timeout has closed what was left, how long the database gets to close before the process exits anyway. */
const FINAL_CLOSE_MS = 2000;

/**
 * Starts the server: migrate, listen, and on SIGTERM/SIGINT stop taking new
 * requests, let the ones in flight finish, close the database and exit. A
 * client that never finishes its request cannot hold the shutdown: after
 * SHUTDOWN_TIMEOUT_MS the connections still open are closed, and the process
 * exits (code 1) even if closing does not finish.
 */
export async function serve(config: ServerConfig, beforeListen?: (built: Awaited<ReturnType<typeof buildServer>>) => Promise<void>) {
  if (!config.databaseUrl) {
    await prepareEmbeddedDataDir(config.dataDir, (message) => process.stderr.write(`${message}\n`));
  }
  const built = await buildServer(config);
  const { app, database } = built;
  await migrate(database);
  if (beforeListen) await beforeListen(built);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, "shutting down: finishing requests in flight");
    let forced = false;
    const deadline = setTimeout(() => {
      forced = true;
      app.log.warn({ timeoutMs: config.shutdownTimeoutMs }, "shutdown timed out: closing the connections still open");
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error("shutdown did not finish after closing every connection; exiting");
        process.exit(1);
      }, FINAL_CLOSE_MS);
    }, config.shutdownTimeoutMs);
    app
      .close()
      .then(() => {
        clearTimeout(deadline);
        process.exit(forced ? 1 : 0);
      })
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
  serve(loadConfigOrExit(SERVING_DEFAULTS)).catch((error: unknown) => {
    process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
