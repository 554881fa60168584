import type { OptionReader } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { setupReply } from "../../src/render/setup.js";
import { serverOf, type SetupContext } from "./server.js";

/** `/setup status enabled`: whether the station going off air and coming back is announced. */
export async function status(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const { words, saved, save } = serverOf(context);
  const enabled = options.getBoolean("enabled") ?? false;
  await save({ ...saved, stationStatus: enabled });
  return setupReply(words.status_set(enabled));
}
