import { createServer, connect, type AddressInfo, type Server, type Socket } from "node:net";

/**
 * A TCP proxy between the server and PostgreSQL that the test cuts and
 * restores. "refused" is a stopped database (open connections are reset,
 * new ones refused); "silent" is a host that vanished from the network
 * (open connections are reset, new ones are never answered).
 */
export class CuttableProxy {
  private server: Server;
  private readonly sockets = new Set<Socket>();
  private mode: "open" | "refused" | "silent" = "open";

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => this.accept(client));
  }

  listen(): Promise<number> {
    return new Promise((resolve) => this.server.listen(0, "127.0.0.1", () => resolve((this.server.address() as AddressInfo).port)));
  }

  private accept(client: Socket) {
    client.on("error", () => {});
    if (this.mode === "refused") return client.resetAndDestroy();
    this.sockets.add(client);
    client.once("close", () => this.sockets.delete(client));
    if (this.mode === "silent") return;
    const upstream = connect(this.target.port, this.target.host);
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    this.sockets.add(upstream);
    upstream.once("close", () => {
      this.sockets.delete(upstream);
      client.destroy();
    });
    client.once("close", () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  cut(mode: "refused" | "silent") {
    this.mode = mode;
    for (const socket of this.sockets) socket.resetAndDestroy();
  }

  restore() {
    this.mode = "open";
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
