/** A TCP relay in front of a service (PostgreSQL, Redis) that a test can take down and bring back. */
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { freePort } from "./ports";

export type TcpProxy = {
  port: number;
  /** Starts accepting and relaying connections. */
  up: () => Promise<void>;
  /** Refuses new connections and cuts every open one, as a crashed service would. */
  down: () => Promise<void>;
};

export async function tcpProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  return {
    port,
    up: () =>
      new Promise((resolve, reject) => {
        if (server) return resolve();
        server = createServer((client) => {
          const upstream = createConnection(targetPort, targetHost);
          track(client);
          track(upstream);
          client.pipe(upstream).pipe(client);
          client.on("close", () => upstream.destroy());
          upstream.on("close", () => client.destroy());
        });
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve());
      }),
    down: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}
