import { once } from "node:events";
import { createServer, type RequestListener } from "node:http";
import { type AddressInfo, createServer as createTcpServer, connect, type Socket } from "node:net";
import { afterEach } from "vitest";

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A server on 127.0.0.1 that counts every TCP connection made to it; closed after the test. */
export interface CountingServer {
  readonly port: number;
  /** TCP connections accepted so far. */
  connections(): number;
  /** Request paths received so far. */
  readonly paths: string[];
}

/** Starts an HTTP server on 127.0.0.1:0 that counts connections and records request paths. */
export async function countingHttpServer(handler: RequestListener): Promise<CountingServer> {
  const paths: string[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    paths.push(req.url ?? "");
    handler(req, res);
  });
  server.on("connection", () => connections++);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port, connections: () => connections, paths };
}

/** A TCP forwarder on 127.0.0.1:0 to another local port that counts the connections passing through it. */
export async function countingProxy(targetPort: number): Promise<Omit<CountingServer, "paths">> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createTcpServer((client) => {
    connections++;
    const upstream = connect(targetPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port, connections: () => connections };
}

/** A resolver over a fixed table that records the names it was asked; unknown names are not found. */
export function tableResolver(table: Record<string, readonly string[]>) {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<readonly string[]> => {
    asked.push(hostname);
    const answer = table[hostname];
    if (answer) return answer;
    throw Object.assign(new Error(`${hostname} is not in the test table`), { code: "ENOTFOUND" });
  };
  return { resolve, asked };
}
