import { ApplicationCommandOptionType, ApplicationCommandType } from "discord.js";
import type { Command } from "../src/discord/command.js";
import { localized } from "../src/i18n/localized.js";
import { renderSchedule } from "../src/render/schedule.js";
import { scheduleItems } from "../src/station/schedule.js";

const DAY = 86_400_000;
const MAX_DAYS = 7;

/** `/schedule`: what is on now and next on the station's schedule, over one to seven days. */
export const schedule = {
  requires: ["station"],
  data: {
    type: ApplicationCommandType.ChatInput,
    ...localized((c) => c.schedule),
    options: [
      {
        type: ApplicationCommandOptionType.Integer,
        ...localized((c) => c.schedule.days),
        min_value: 1,
        max_value: MAX_DAYS,
      },
    ],
  },
  async execute(options, { panel, locale, now }) {
    const days = Math.min(MAX_DAYS, Math.max(1, options.getInteger("days") ?? 1));
    // Whole minutes, so that everyone asking within the same minute shares one panel request.
    const from = Math.floor(now() / 60_000) * 60_000;
    const [events, djs] = await Promise.all([panel.grid({ from, to: from + days * DAY }), panel.djs()]);
    return renderSchedule(scheduleItems(events, djs, now()), days, locale);
  },
} satisfies Command<"station">;
