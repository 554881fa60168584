import type { ButtonAnswer } from "../../src/discord/command.js";
import { narrowed } from "../../src/discord/requirements.js";
import { saveMessage } from "./message-save.js";
import { SAVE_MESSAGE_PREFIX } from "./message-previews.js";
import { saveStation } from "./station-save.js";
import type { SetupContext } from "./server.js";

/** `/setup`'s buttons, by custom id: a message preview's Save (`setup:message:…`), else a station preview's. */
export function setupButton(customId: string, context: SetupContext): Promise<ButtonAnswer> {
  return customId.startsWith(SAVE_MESSAGE_PREFIX)
    ? saveMessage(customId, context)
    : saveStation(customId, narrowed(["stations"], context));
}
