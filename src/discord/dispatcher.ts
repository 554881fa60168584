import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  Interaction,
  StringSelectMenuInteraction,
} from "discord.js";
import { localeOf } from "../i18n/locale-of.js";
import type { StationDirectory } from "../registry/directory.js";
import { type Command, type CommandContext, UserError } from "./command.js";
import { isGuildOnly } from "./command-contexts.js";
import {
  executeAutocomplete,
  executeButton,
  executeCommand,
  executeDirectButton,
  readsStation,
} from "./execute-command.js";
import { guildViewOf } from "./guild-view.js";
import { answerHeavily } from "./heavy-answer.js";
import { answerInteraction, nameOf } from "./interaction-reply.js";
import { type WorkQueueLimits, createWorkQueue } from "./work-queue.js";
import { splitStationMark, stationChoices, withStation } from "./station-marks.js";
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
  /** How many heavy answers (exports) this process builds at once and lets wait (default `WORK_QUEUE_LIMITS`). */
  readonly heavyWork?: WorkQueueLimits;
  /** Told how long each interaction took to handle (metrics). */
  readonly onHandled?: (
    command: string,
    kind: "command" | "button" | "autocomplete",
    seconds: number,
  ) => void;
}

/** What every interaction's handling reads: set up once by {@link createDispatcher}. */
interface Routing {
  readonly byName: ReadonlyMap<string, Command>;
  readonly replies: { readonly log: CommandContext["log"]; readonly deferAfterMs: number };
  readonly stations: StationDirectory | null;
  readonly heavyWork: ReturnType<typeof createWorkQueue>;
  readonly contextFor: (interaction: Interaction, chosen: string | null) => CommandContext;
}

/**
 * Creates the one interaction handler: it routes slash commands, buttons and autocomplete to their command,
 * defers when the panel is slow, and turns every failure into a private reply. It never throws.
 */
export function createDispatcher(options: DispatcherOptions): (interaction: Interaction) => Promise<void> {
  const { log } = options.context;
  const stations = options.stations ?? null;
  const routing: Routing = {
    byName: new Map(options.commands.map((command) => [command.data.name, command])),
    replies: { log, deferAfterMs: options.deferAfterMs ?? 1_500 },
    stations,
    heavyWork: createWorkQueue(options.heavyWork),
    contextFor: (interaction, chosen) => interactionContext(options.context, stations, interaction, chosen),
  };
  return async (interaction) => {
    const started = performance.now();
    try {
      if (interaction.isChatInputCommand()) await answerCommand(routing, interaction);
      else if (interaction.isButton() || interaction.isStringSelectMenu())
        await answerClick(routing, interaction);
      else if (interaction.isAutocomplete()) await complete(routing, interaction);
    } catch (error) {
      log.error("interaction handling failed", { error });
    }
    if (options.onHandled) handled(options.onHandled, interaction, (performance.now() - started) / 1000);
  };
}

/** A slash command's answer: its handler's message, with the station chosen marked on it. */
async function commandWork(
  routing: Routing,
  interaction: ChatInputCommandInteraction,
  command: Command,
): Promise<Awaited<ReturnType<typeof executeCommand>>> {
  refuseOutsideServer(command, interaction);
  const chosen = readsStation(command) ? interaction.options.getString("station") : null;
  const context = routing.contextFor(interaction, chosen);
  const message = await executeCommand(command, interaction.options, context);
  return chosen && context.station ? withStation(message, context.station.handle) : message;
}

/** Answers a slash command: heavy ones (exports) through the work queue, the others at once or deferred. */
async function answerCommand(routing: Routing, interaction: ChatInputCommandInteraction): Promise<void> {
  const command = routing.byName.get(interaction.commandName);
  if (!command) return;
  // A refusal outside a server is no work: it is answered at once, not deferred and queued.
  const outside = isGuildOnly(command) && !interaction.guildId;
  if (command.heavy?.(interaction.options) && !outside) {
    await answerHeavily(interaction, command, {
      queue: routing.heavyWork,
      replies: routing.replies,
      work: () => commandWork(routing, interaction, command),
    });
    return;
  }
  const privately = command.repliesPrivately === true;
  const work = commandWork(routing, interaction, command);
  await answerInteraction(interaction, work, "reply", { ...routing.replies, privately });
}

/** Answers a button's click or a menu's pick by updating the message it is on. */
async function answerClick(
  routing: Routing,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
): Promise<void> {
  const { customId: clicked, handle } = splitStationMark(interaction.customId);
  // A pick from a menu is the click of a button whose id ends with the value picked (`nowplaying:save:<play>`).
  const picked = interaction.isStringSelectMenu() ? interaction.values[0] : undefined;
  const customId = picked === undefined ? clicked : `${clicked}:${picked}`;
  const command = routing.byName.get(customId.split(":")[0] ?? "");
  // A click in a direct message the bot sent goes to the command's handler for those, if it has one.
  const direct = !interaction.guildId && command?.directButton !== undefined;
  if (!command || (!command.button && !direct)) return;
  const work = async () => {
    const context = routing.contextFor(interaction, handle);
    if (direct) return executeDirectButton(command, customId, context);
    refuseOutsideServer(command, interaction);
    const message = await executeButton(command, customId, context);
    return handle ? withStation(message, handle) : message;
  };
  await answerInteraction(interaction, work(), "update", routing.replies);
}

/** Offers the choices of an option as the user types; a failure offers none (autocomplete cannot show one). */
async function complete(routing: Routing, interaction: AutocompleteInteraction): Promise<void> {
  const command = routing.byName.get(interaction.commandName);
  const { stations } = routing;
  let choices: Awaited<ReturnType<NonNullable<Command["autocomplete"]>>> = [];
  try {
    const focused = interaction.options.getFocused(true);
    if (stations && focused.name === "station") {
      choices = stationChoices(stations, interaction, String(focused.value));
    } else if (command?.autocomplete && !(isGuildOnly(command) && !interaction.guildId)) {
      const chosen = readsStation(command) ? interaction.options.getString("station") : null;
      const context = routing.contextFor(interaction, chosen);
      choices = await executeAutocomplete(command, String(focused.value), context);
    }
  } catch (error) {
    routing.replies.log.warn("autocomplete failed", {
      command: interaction.commandName,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  await interaction.respond(choices.slice(0, 25));
}

/**
 * Refuses a command registered for servers only when the interaction has no server, whatever Discord sent (an old
 * registration it still offers in direct messages, a user-installed app): its requirements would not hold there.
 */
function refuseOutsideServer(command: Command, interaction: Interaction): void {
  if (isGuildOnly(command) && !interaction.guildId)
    throw new UserError("server.only").inLanguage(localeOf(interaction.locale));
}

/** How the server shows a member: server nickname, else global display name, else username. */
function displayNameOf(interaction: Interaction): string {
  const member = interaction.member;
  const nickname =
    member && "nickname" in member ? member.nickname : member && "nick" in member ? member.nick : null;
  return nickname || interaction.user.globalName || interaction.user.username;
}

/** Reports a handled command, button or autocomplete under its command's name. */
function handled(
  report: NonNullable<DispatcherOptions["onHandled"]>,
  interaction: Interaction,
  seconds: number,
) {
  if (interaction.isChatInputCommand()) report(nameOf(interaction), "command", seconds);
  else if (interaction.isButton() || interaction.isStringSelectMenu())
    report(nameOf(interaction), "button", seconds);
  else if (interaction.isAutocomplete()) report(interaction.commandName, "autocomplete", seconds);
}

/**
 * The context of one interaction, with its station: the one chosen (a UserError when the server has no such
 * station), else the server's, if it has one (whether the command needs one is its requirement `station`).
 */
function interactionContext(
  shared: DispatcherOptions["context"],
  stations: StationDirectory | null,
  interaction: Interaction,
  chosen: string | null,
): CommandContext {
  const locale = localeOf(interaction.locale);
  const base: CommandContext = {
    ...shared,
    locale,
    userId: interaction.user.id,
    userName: displayNameOf(interaction),
    guild: guildViewOf(interaction),
  };
  if (!stations) return base;
  const station = chosen
    ? stations.find(interaction.guildId, chosen)
    : stations.stationOf(interaction.guildId);
  if (!station && chosen)
    throw new UserError("station.unknown", { typed: chosen.slice(0, 100) }).inLanguage(locale);
  return {
    ...base,
    panel: station?.panel ?? stationlessPanel(),
    station: station ?? null,
    stations,
  };
}
