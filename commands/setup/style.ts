import { type OptionReader, UserError } from "../../src/discord/command.js";
import type { ReplyMessage } from "../../src/message/reply-message.js";
import { renderStyleSaved } from "../../src/render/setup-message.js";
import { plainText } from "../../src/render/text.js";
import { resolveSettings } from "../../src/settings/guild-settings.js";
import { lookOf } from "../../src/settings/message-look.js";
import { parseColor, withStyle } from "../../src/settings/message-settings.js";
import type { Layout } from "../../src/templates/style.js";
import { STYLE_SUBCOMMAND } from "./message-definition.js";
import { announcementPreview } from "./message-preview.js";
import { serverOf, type SetupContext } from "./server.js";
import { inEveryVariant, setupSubcommand } from "./subcommand.js";

const LAYOUTS: readonly string[] = ["embed", "compact", "both"] satisfies Layout[];

/**
 * `/setup style [layout] [color] [cover] [timestamp]`: saves at once (the options not given keep their value) and
 * answers with a track announcement in the new style.
 */
async function execute(options: OptionReader, context: SetupContext): Promise<ReplyMessage> {
  const server = serverOf(context);
  const layout = options.getString("layout");
  const typed = options.getString("color");
  const cover = options.getBoolean("cover");
  const timestamp = options.getBoolean("timestamp");
  if (layout === null && typed === null && cover === null && timestamp === null)
    throw new UserError("setup.style.needOption");
  if (layout !== null && !LAYOUTS.includes(layout)) throw new UserError("setup.style.needOption");
  const color = typed === null ? undefined : parseColor(typed);
  if (color && !color.ok)
    throw new UserError("setup.style.badColor", { typed: plainText(typed, 40).replace(/`/g, "'") });
  const next = withStyle(server.saved, {
    ...(layout === null ? {} : { layout: layout as Layout }),
    ...(color?.ok ? { color: color.color } : {}),
    ...(cover === null ? {} : { cover }),
    ...(timestamp === null ? {} : { timestamp }),
  });
  await server.save(next);
  const station = context.station ?? null;
  const locale = resolveSettings(next, server.defaults).locale;
  const preview = await announcementPreview(
    "track",
    lookOf(next, station?.key ?? null),
    station,
    locale,
    context,
  );
  return renderStyleSaved(preview.message, context.locale);
}

/** `/setup style [layout] [color] [cover] [timestamp]`. */
export const style = setupSubcommand({
  name: "style",
  // Its options are defined beside `/setup message`'s, whose trigger choices they share a file with.
  definitionFor: inEveryVariant(STYLE_SUBCOMMAND),
  execute,
});
