import { ApplicationCommandType } from "discord.js";
import type { Command } from "../src/discord/command.js";
import { answerSaveClick } from "../src/discord/save-click.js";
import { localized } from "../src/i18n/localized.js";
import { renderNowPlaying } from "../src/render/now-playing.js";
import { djOnAir } from "../src/station/dj-on-air.js";
import { listenUrlOf } from "../src/station/listen-links.js";
import { listenerTotals } from "../src/station/listeners.js";
import { nowPlaying } from "../src/station/now-playing.js";

/**
 * `/nowplaying`: the track on air now, who is presenting, the audience, a Listen button and a 💾 Save button
 * (also on track announcements) that sends the clicking user the track in a direct message.
 */
export const nowplaying = {
  requires: ["station"],
  data: {
    type: ApplicationCommandType.ChatInput,
    ...localized((c) => c.nowplaying),
  },
  async execute(_options, { panel, locale, now }) {
    const [history, djs, channels] = await Promise.all([
      panel.history({ limit: 1, offset: 0 }),
      panel.djs(),
      panel.channels(),
    ]);
    return renderNowPlaying(
      {
        playing: nowPlaying(history.results, now()),
        dj: djOnAir(djs),
        totals: listenerTotals(channels),
        listenUrl: listenUrlOf(channels),
      },
      locale,
    );
  },
  button(customId, context) {
    return answerSaveClick(customId, context);
  },
} satisfies Command<"station">;
