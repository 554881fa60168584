import type { Interaction } from "discord.js";

/** One call the bot made on an interaction, in order. */
export interface InteractionCall {
  readonly method: string;
  readonly body?: unknown;
}

interface FakeOptions {
  readonly kind: "command" | "button" | "menu" | "autocomplete";
  /** What was picked from a menu (`kind: "menu"`). */
  readonly values?: readonly string[];
  readonly name?: string;
  readonly customId?: string;
  readonly locale?: string;
  readonly userId?: string;
  readonly focused?: string;
  /** Makes the first call of this method fail, as Discord might. */
  readonly failOn?: string;
}

/**
 * A small hand-made stand-in for a discord.js interaction: just the members the dispatcher uses, recording each
 * call. The end-to-end tests use the real client; this one keeps the dispatcher's own tests fast and exact.
 */
export function fakeInteraction(options: FakeOptions): {
  interaction: Interaction;
  calls: InteractionCall[];
  /** Resolves when the bot calls this method (at once if it already has). */
  called: (method: string) => Promise<void>;
} {
  const calls: InteractionCall[] = [];
  const waiters: { method: string; resolve: () => void }[] = [];
  let failed = false;
  const state = { replied: false, deferred: false };
  const record = (method: string, effect?: () => void) => async (body?: unknown) => {
    calls.push({ method, body });
    for (const waiter of waiters.filter((w) => w.method === method)) waiter.resolve();
    if (options.failOn === method && !failed) {
      failed = true;
      throw new Error(`Discord refused ${method}`);
    }
    effect?.();
  };
  const fake = {
    locale: options.locale ?? "en-US",
    user: { id: options.userId ?? "111111111111111111" },
    commandName: options.name,
    customId: options.customId,
    get replied() {
      return state.replied;
    },
    get deferred() {
      return state.deferred;
    },
    options: {
      getInteger: () => null,
      getBoolean: () => null,
      getString: () => null,
      getFocused: (full?: boolean) =>
        full ? { name: "query", value: options.focused ?? "" } : (options.focused ?? ""),
    },
    isChatInputCommand: () => options.kind === "command",
    isButton: () => options.kind === "button",
    isStringSelectMenu: () => options.kind === "menu",
    isMessageComponent: () => options.kind === "button" || options.kind === "menu",
    values: options.values ?? [],
    isAutocomplete: () => options.kind === "autocomplete",
    reply: record("reply", () => {
      state.replied = true;
    }),
    deferReply: record("deferReply", () => {
      state.deferred = true;
    }),
    deferUpdate: record("deferUpdate", () => {
      state.deferred = true;
    }),
    update: record("update", () => {
      state.replied = true;
    }),
    editReply: record("editReply"),
    deleteReply: record("deleteReply"),
    followUp: record("followUp"),
    respond: record("respond"),
  };
  // The fake implements only what the dispatcher touches; the cast is the point of a hand-made fake.
  const called = (method: string) =>
    calls.some((c) => c.method === method)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          waiters.push({ method, resolve });
        });
  return { interaction: fake as unknown as Interaction, calls, called };
}
