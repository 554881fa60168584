import {
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  MessageFlags,
} from "discord.js";
import { PanelError } from "../panel/errors.js";
import { localeOf } from "../render/i18n.js";
import { COLORS, NO_MENTIONS, notice } from "../render/message.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { renderPanelError, renderUnexpectedError } from "../render/panel-error.js";
import { stationLabel, stationStrings } from "../render/stations.js";
import type { StationDirectory } from "../registry/directory.js";
import type { ButtonAnswer, Command, CommandContext } from "./command.js";
import { guildViewOf } from "./guild-view.js";
import { UserError } from "./command.js";
import { stationlessPanel } from "./stationless-panel.js";

/** What the dispatcher needs: the commands and the dependencies handed to each handler. */
export interface DispatcherOptions {
  readonly commands: readonly Command[];
  readonly context: Omit<CommandContext, "locale" | "userId" | "userName" | "guild">;
  /**
   * Answer directly when the data arrives within this time, else defer first. Well inside Discord's 3 s, which
   * counts from the interaction's creation, not from when the bot received it.
   */
  readonly deferAfterMs?: number;
  /** Which station each server uses; each command then reads its station's panel (not `context.panel`). */
  readonly stations?: StationDirectory | null;
  /** Told how long each interaction took to handle (metrics). */
  readonly onHandled?: (
    command: string,
    kind: "command" | "button" | "autocomplete",
    seconds: number,
  ) => void;
}

/** Buttons of a reply about a chosen station carry its handle after this mark, so a click reads the same one. */
const STATION_MARK = "~";

type Outcome = { ok: true; message: ButtonAnswer } | { ok: false; error: unknown };

/**
 * Creates the one interaction handler: it routes slash commands, buttons and autocomplete to their command,
 * defers when the panel is slow, and turns every failure into a private reply. It never throws.
 */
export function createDispatcher(options: DispatcherOptions): (interaction: Interaction) => Promise<void> {
  const byName = new Map(options.commands.map((command) => [command.data.name, command]));
  const deferAfterMs = options.deferAfterMs ?? 1_500;
  const { log } = options.context;
  const stations = options.stations ?? null;
  /** The context of one interaction, with its station: the one chosen, else the server's (throws a UserError). */
  const contextFor = (interaction: Interaction, command: Command | undefined, chosen: string | null) => {
    const locale = localeOf(interaction.locale);
    const base: CommandContext = {
      ...options.context,
      locale,
      userId: interaction.user.id,
      userName: displayNameOf(interaction),
      guild: guildViewOf(interaction),
    };
    if (!stations) return base;
    const words = stationStrings(locale);
    const station = chosen
      ? stations.find(interaction.guildId, chosen)
      : stations.stationOf(interaction.guildId);
    if (!station && chosen) throw new UserError(words.unknownStation(chosen.slice(0, 100)));
    if (!station && !command?.stationFree) throw new UserError(words.noStation);
    return {
      ...base,
      panel: station?.panel ?? stationlessPanel(words.noStation),
      station: station ?? null,
      stations,
    };
  };

  return async (interaction) => {
    const started = performance.now();
    try {
      if (interaction.isChatInputCommand()) {
        const command = byName.get(interaction.commandName);
        if (command) {
          const chosen = command.stationFree ? null : interaction.options.getString("station");
          const work = async () => {
            const context = contextFor(interaction, command, chosen);
            const message = await command.execute(interaction.options, context);
            return chosen && context.station ? withStation(message, context.station.handle) : message;
          };
          await answer(interaction, work(), "reply");
        }
      } else if (interaction.isButton()) {
        const [customId = "", handle = null] = interaction.customId.split(STATION_MARK);
        const command = byName.get(customId.split(":")[0] ?? "");
        if (command?.button) {
          const button = command.button.bind(command);
          const work = async () => {
            const message = await button(customId, contextFor(interaction, command, handle));
            return handle ? withStation(message, handle) : message;
          };
          await answer(interaction, work(), "update");
        }
      } else if (interaction.isAutocomplete()) {
        await complete(interaction, byName.get(interaction.commandName));
      }
    } catch (error) {
      log.error("interaction handling failed", { error });
    }
    if (options.onHandled) handled(options.onHandled, interaction, (performance.now() - started) / 1000);
  };

  async function answer(
    interaction: ChatInputCommandInteraction | ButtonInteraction,
    work: Promise<ButtonAnswer>,
    kind: "reply" | "update",
  ): Promise<void> {
    const outcome = work.then(
      (message): Outcome => ({ ok: true, message }),
      (error: unknown): Outcome => ({ ok: false, error }),
    );
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<"slow">((resolve) => {
      timer = setTimeout(() => resolve("slow"), deferAfterMs);
    });
    const first = await Promise.race([outcome, slow]);
    clearTimeout(timer);

    let deferred = false;
    if (first === "slow") {
      if (interaction.isButton()) await interaction.deferUpdate();
      else await interaction.deferReply();
      deferred = true;
    }
    const result = first === "slow" ? await outcome : first;
    if (!result.ok) return failed(interaction, result.error, deferred);

    const { ephemeral, asNewReply, files, ...message } = result.message;
    const body = {
      ...message,
      ...(files ? { files: files.map((file) => ({ attachment: file.data, name: file.name })) } : {}),
      allowedMentions: NO_MENTIONS,
    };
    const flags = ephemeral ? { flags: MessageFlags.Ephemeral as const } : {};
    try {
      if (deferred && kind === "reply" && ephemeral) {
        // A public "thinking…" cannot turn private: remove it and answer privately.
        await interaction.deleteReply().catch(() => undefined);
        await interaction.followUp({ ...body, ...flags });
      } else if (deferred && asNewReply) await interaction.followUp({ ...body, ...flags });
      else if (deferred) await interaction.editReply(body);
      else if (kind === "update" && interaction.isButton() && !asNewReply) await interaction.update(body);
      else await interaction.reply({ ...body, ...flags });
    } catch (error) {
      await failed(interaction, error, deferred || (kind === "update" && !asNewReply));
    }
  }

  /** Sends the failure privately; a public deferred reply is removed so no public error stays in the channel. */
  async function failed(
    interaction: ChatInputCommandInteraction | ButtonInteraction,
    error: unknown,
    deferred: boolean,
  ): Promise<void> {
    const locale = localeOf(interaction.locale);
    let message: ReplyMessage;
    if (error instanceof PanelError) {
      log.warn("panel request failed", { command: nameOf(interaction), error: error.message });
      message = renderPanelError(error, locale);
    } else if (error instanceof UserError) {
      message = notice(error.message, COLORS.problem);
    } else {
      log.error("command failed", { command: nameOf(interaction), error });
      message = renderUnexpectedError(locale);
    }
    const body = {
      embeds: message.embeds,
      components: message.components,
      flags: MessageFlags.Ephemeral as const,
      allowedMentions: NO_MENTIONS,
    };
    try {
      if (!deferred && !interaction.replied) {
        await interaction.reply(body);
        return;
      }
      if (interaction.isChatInputCommand() && interaction.deferred)
        await interaction.deleteReply().catch(() => undefined);
      await interaction.followUp(body);
    } catch (sendError) {
      log.error("could not send the error reply", { command: nameOf(interaction), error: sendError });
    }
  }

  async function complete(interaction: AutocompleteInteraction, command: Command | undefined): Promise<void> {
    let choices: Awaited<ReturnType<NonNullable<Command["autocomplete"]>>> = [];
    try {
      const focused = interaction.options.getFocused(true);
      if (stations && focused.name === "station") {
        choices = stationChoices(stations, interaction, String(focused.value));
      } else if (command?.autocomplete) {
        const chosen = command.stationFree ? null : interaction.options.getString("station");
        const context = contextFor(interaction, command, chosen);
        choices = await command.autocomplete(String(focused.value), context);
      }
    } catch (error) {
      // Autocomplete has no way to show an error: offer nothing and keep the detail in the log.
      log.warn("autocomplete failed", {
        command: interaction.commandName,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    await interaction.respond(choices.slice(0, 25));
  }
}

/** The stations of the server the user types in, by name (in their language where the panel has none). */
function stationChoices(stations: StationDirectory, interaction: AutocompleteInteraction, typed: string) {
  const wanted = typed.trim().toLowerCase();
  const locale = localeOf(interaction.locale);
  return stations
    .stationsOf(interaction.guildId)
    .map((station) => ({ name: stationLabel(station, locale), value: station.handle }))
    .filter((choice) => wanted === "" || choice.name.toLowerCase().includes(wanted));
}

/** Marks a reply's own buttons with the station they are about (ids stay within Discord's 100 characters). */
function withStation<T extends ButtonAnswer>(message: T, handle: string): T {
  return {
    ...message,
    components: message.components.map((row) => ({
      ...row,
      components: row.components.map((button) =>
        "custom_id" in button && button.custom_id.length + handle.length < 100
          ? { ...button, custom_id: `${button.custom_id}${STATION_MARK}${handle}` }
          : button,
      ),
    })),
  };
}

/** How the server shows a member: server nickname, else global display name, else username. */
function displayNameOf(interaction: Interaction): string {
  const member = interaction.member;
  const nickname =
    member && "nickname" in member ? member.nickname : member && "nick" in member ? member.nick : null;
  return nickname || interaction.user.globalName || interaction.user.username;
}

function nameOf(interaction: ChatInputCommandInteraction | ButtonInteraction): string {
  return interaction.isChatInputCommand()
    ? interaction.commandName
    : (interaction.customId.split(":")[0] ?? "button");
}

/** Reports a handled command, button or autocomplete under its command's name. */
function handled(
  report: NonNullable<DispatcherOptions["onHandled"]>,
  interaction: Interaction,
  seconds: number,
) {
  if (interaction.isChatInputCommand()) report(nameOf(interaction), "command", seconds);
  else if (interaction.isButton()) report(nameOf(interaction), "button", seconds);
  else if (interaction.isAutocomplete()) report(interaction.commandName, "autocomplete", seconds);
}
