import type { PanelHandler } from "./handler.js";

/**
 * A `fetch` that hands requests straight to the simulated panel's handler, for long soak runs where sockets would
 * only add time. Faults behave as over HTTP: a reset rejects like a network error, a hang waits for the abort.
 */
export function inProcessFetch(handler: PanelHandler): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const reply = handler.handle({
      method: request.method,
      url: new URL(request.url),
      apiKey: request.headers.get("sc-api-key") ?? undefined,
      body: request.method === "POST" ? await request.text() : "",
    });
    if (reply === "reset")
      throw new TypeError("fetch failed", {
        cause: Object.assign(new Error("other side closed"), { code: "ECONNRESET" }),
      });
    if (reply === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        const signal = request.signal;
        const abort = () =>
          reject(
            signal.reason instanceof Error
              ? signal.reason
              : new DOMException("The operation was aborted", "AbortError"),
          );
        if (signal.aborted) abort();
        else signal.addEventListener("abort", abort, { once: true });
      });
    }
    const body = typeof reply.body === "string" ? reply.body : new Uint8Array(reply.body);
    return new Response(body, {
      status: reply.status,
      headers: { ...reply.headers, "content-type": reply.type },
    });
  };
}
