import { isLocale } from "../../src/locale.js";
import type { OptionReader } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { serverOf, type SetupContext } from "./server.js";

/** `/setup language value`: the language of the server's announcements. */
export async function language(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { words, saved, save } = serverOf(context);
  const chosen = options.getString("value") ?? "";
  const value = isLocale(chosen) ? chosen : "en";
  await save({ ...saved, locale: value });
  return setupReply(words.language_set(value));
}
