import type { REST } from "discord.js";
import type { Pacer } from "../follows/direct-pacer.js";

const PACED_METHODS = new Set<PropertyKey>(["get", "post", "put", "patch", "delete"]);

/**
 * The REST client with every request waiting for the pacer first: a direct message sender built on it pays for
 * what it really asks of Discord, one token for a post through a known DM channel, two when the channel must be
 * opened first. The other members are the client's own.
 */
export function pacedRest(rest: REST, pacer: Pacer): REST {
  return new Proxy(rest, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!PACED_METHODS.has(property) || typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      return async (...args: unknown[]) => {
        await pacer.take();
        return method.apply(target, args);
      };
    },
  });
}
