import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catalogueOf } from "../../src/i18n/catalogues.js";
import { replyOf, runCommand } from "../fake-discord/interactions.js";
import { createWorld, type World } from "./world.js";

let world: World;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.close();
});

/** Every static sentence of a catalogue (three words or more): what must not appear in another language's reply. */
function sentencesOf(value: unknown): string[] {
  if (typeof value === "string") return /\b[A-Za-z]{3,}(?:[ ,']+[A-Za-z]{2,}){2,}/.test(value) ? [value] : [];
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(sentencesOf);
  return [];
}

/** All the text of a reply a person reads: content, embeds' titles, descriptions, fields, footers, button labels. */
function textOf(data: Record<string, unknown> | undefined): string {
  const parts: string[] = [];
  const walk = (value: unknown, key = ""): void => {
    if (typeof value === "string") {
      if (["content", "title", "description", "name", "value", "text", "label"].includes(key))
        parts.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value !== null && typeof value === "object")
      for (const [k, item] of Object.entries(value)) if (k !== "url" && k !== "custom_id") walk(item, k);
  };
  walk(data);
  return parts.join("\n");
}

const ENGLISH = sentencesOf(catalogueOf("en"));

describe("a user whose Discord is in Ukrainian", () => {
  it.each(["nowplaying", "history", "listeners", "listen", "schedule"])(
    "gets /%s in Ukrainian, with no English sentence left",
    async (command) => {
      await world.startBot();
      const reply = await replyOf(world.discord, runCommand(world.discord, command, [], { locale: "uk" }));
      const text = textOf(reply.data);
      expect(text).toMatch(/[а-яіїєґ]{3}/i);
      expect(ENGLISH.filter((sentence) => text.includes(sentence))).toEqual([]);
    },
  );

  it("gets German when the client is German, and English for a language the bot does not have", async () => {
    await world.startBot();
    const titleIn = async (locale: string) => {
      const reply = await replyOf(world.discord, runCommand(world.discord, "listeners", [], { locale }));
      return (reply.data?.embeds as { title?: string }[] | undefined)?.[0]?.title;
    };
    expect(await titleIn("de")).toBe(catalogueOf("de").listener.replies.listenersTitle);
    expect(await titleIn("fr")).toBe(catalogueOf("en").listener.replies.listenersTitle);
    expect(await titleIn("en-GB")).toBe(catalogueOf("en").listener.replies.listenersTitle);
  });
});
