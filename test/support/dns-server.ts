import { createSocket, type RemoteInfo } from "node:dgram";
import { once } from "node:events";

/** A DNS server on 127.0.0.1: answers A queries for the names it knows, and never answers any other name. */
export interface LocalDns {
  /** `127.0.0.1:<port>`, for `Resolver.setServers`. */
  readonly server: string;
  /** Every name asked, in order (repeats included; the last 1,000). */
  readonly asked: string[];
  close(): Promise<void>;
}

/** The name asked in a DNS query, its type, and where the question ends. */
function question(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  for (let length = query[at] ?? 0; length > 0; length = query[at] ?? 0) {
    labels.push(query.subarray(at + 1, at + 1 + length).toString("latin1"));
    at += length + 1;
  }
  return { name: labels.join(".").toLowerCase(), type: query.readUInt16BE(at + 1), end: at + 5 };
}

/** The answer to `query` with `addresses` as A records (none for any other type: "no data"). */
function answer(query: Buffer, end: number, addresses: readonly string[]): Buffer {
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  header.writeUInt16BE(0x8180, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const records = addresses.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0);
    record.writeUInt16BE(1, 2);
    record.writeUInt16BE(1, 4);
    record.writeUInt32BE(60, 6);
    record.writeUInt16BE(4, 10);
    address.split(".").forEach((part, i) => record.writeUInt8(Number(part), 12 + i));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, end), ...records]);
}

/**
 * Starts the server on 127.0.0.1:0 with the names it knows (IPv4 only): a table, or a rule that gives a name's
 * addresses (undefined: never answered). Close it after the test.
 */
export async function localDns(
  known: Record<string, readonly string[]> | ((name: string) => readonly string[] | undefined),
): Promise<LocalDns> {
  const addressesOf = typeof known === "function" ? known : (name: string) => known[name];
  const socket = createSocket("udp4");
  const asked: string[] = [];
  socket.on("message", (query: Buffer, from: RemoteInfo) => {
    const { name, type, end } = question(query);
    asked.push(name);
    if (asked.length > 1_000) asked.shift();
    const addresses = addressesOf(name);
    // A name it does not know is never answered: the lookup hangs until the resolver's own timeout.
    if (!addresses) return;
    socket.send(answer(query, end, type === 1 ? addresses : []), from.port, from.address);
  });
  socket.bind(0, "127.0.0.1");
  await once(socket, "listening");
  return {
    server: `127.0.0.1:${socket.address().port}`,
    asked,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
