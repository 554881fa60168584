import type { StrangerTexts } from "../types/strangers.js";

/** What the bot says when it holds back a stranger's preview or check. */
export const strangers: StrangerTexts = {
  checkCooldown: (again) =>
    `Wait a moment: the check can run again ${again}. Each check reads the panel and contacts its streams.`,
  busy: "The bot is short of memory right now, so it starts no new previews or checks. Everything else works: try again in a few minutes.",
  sealingUnset:
    "This bot cannot store API keys: its operator has not set SECRET_KEY. A panel that needs no key can still be set up.",
  sealingTooShort: (min) =>
    `This bot cannot store API keys: its operator's SECRET_KEY is shorter than ${min} characters. A panel that needs no key can still be set up.`,
};
