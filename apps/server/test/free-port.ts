import { createServer, type AddressInfo } from "node:net";

/** A port free on 127.0.0.1 right now: a server to start there, or (nobody listening) a database every connection to is refused. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
