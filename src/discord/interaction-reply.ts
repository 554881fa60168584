import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type StringSelectMenuInteraction,
} from "discord.js";
import type { Logger } from "../log.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { PanelError } from "../panel/errors.js";
import { localeOf } from "../i18n/locale-of.js";
import { COLORS, NO_MENTIONS, notice } from "../render/message.js";
import { renderPanelError, renderUnexpectedError } from "../render/panel-error.js";
import { refusalText } from "../render/refusals.js";
import { StoreUnavailableError } from "../store/store-unavailable.js";
import { type ButtonAnswer, UserError } from "./command.js";
import { splitStationMark } from "./station-marks.js";

/** A slash command or a button click: the interactions a command answers with a message. */
export type AnsweredInteraction =
  ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

type Outcome = { ok: true; message: ButtonAnswer } | { ok: false; error: unknown };

/** How answers are sent: where failures are logged, and how long to wait before deferring. */
export interface ReplyOptions {
  readonly log: Logger;
  readonly deferAfterMs: number;
  /** The reply will be private: a deferral is private too (the command's `repliesPrivately`). */
  readonly privately?: boolean;
  /** The caller deferred already (a heavy command, deferred at once): the answer is edited in. */
  readonly deferred?: boolean;
}

/**
 * Sends what `work` settles to: directly when it is quick, else after deferring (a reply, or an update for a
 * button); a failure goes to {@link sendFailure}. Never throws.
 */
export async function answerInteraction(
  interaction: AnsweredInteraction,
  work: Promise<ButtonAnswer>,
  kind: "reply" | "update",
  options: ReplyOptions,
): Promise<void> {
  const outcome = work.then(
    (message): Outcome => ({ ok: true, message }),
    (error: unknown): Outcome => ({ ok: false, error }),
  );
  const first = options.deferred ? await outcome : await unlessSlow(outcome, options.deferAfterMs);

  let deferred = options.deferred === true;
  if (first === "slow") {
    if (interaction.isMessageComponent()) await interaction.deferUpdate();
    else await interaction.deferReply(options.privately ? { flags: MessageFlags.Ephemeral } : {});
    deferred = true;
  }
  const result = first === "slow" ? await outcome : first;
  if (!result.ok) return sendFailure(interaction, result.error, deferred, options.log);

  const { ephemeral, asNewReply, files, ...message } = result.message;
  const body = {
    ...message,
    ...(files ? { files: files.map((file) => ({ attachment: file.data, name: file.name })) } : {}),
    allowedMentions: NO_MENTIONS,
  };
  const flags = ephemeral ? { flags: MessageFlags.Ephemeral as const } : {};
  try {
    if (deferred && kind === "reply" && ephemeral && !options.privately) {
      // A public "thinking…" cannot turn private: remove it and answer privately.
      await interaction.deleteReply().catch(() => undefined);
      await interaction.followUp({ ...body, ...flags });
    } else if (deferred && asNewReply) await interaction.followUp({ ...body, ...flags });
    else if (deferred) await interaction.editReply(body);
    else if (kind === "update" && interaction.isMessageComponent() && !asNewReply)
      await interaction.update(body);
    else await interaction.reply({ ...body, ...flags });
  } catch (error) {
    await sendFailure(interaction, error, deferred || (kind === "update" && !asNewReply), options.log);
  }
}

/** What `outcome` settles to within `ms`, else "slow". */
async function unlessSlow(outcome: Promise<Outcome>, ms: number): Promise<Outcome | "slow"> {
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<"slow">((resolve) => {
    timer = setTimeout(() => resolve("slow"), ms);
  });
  try {
    return await Promise.race([outcome, slow]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a failure privately: a panel problem with what to check, a user's error as it is, a store that cannot keep
 * writes as a refusal (nothing was saved), anything else as a
 * short generic line (the detail goes to the log). A public deferred reply is removed so no error stays public.
 */
export async function sendFailure(
  interaction: AnsweredInteraction,
  error: unknown,
  deferred: boolean,
  log: Logger,
): Promise<void> {
  const locale = localeOf(interaction.locale);
  let message: ReplyMessage;
  if (error instanceof PanelError) {
    log.warn("panel request failed", { command: nameOf(interaction), error: error.message });
    message = renderPanelError(error, locale);
  } else if (error instanceof UserError) {
    message = notice(error.message, COLORS.problem);
  } else if (error instanceof StoreUnavailableError) {
    // The store said so in the log, once; the user hears that nothing was saved.
    message = notice(
      refusalText({ key: "server.storeUnavailable", params: undefined }, locale),
      COLORS.problem,
    );
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

/** The command an interaction belongs to: its name, or a button's custom id up to the first `:`. */
export function nameOf(interaction: AnsweredInteraction): string {
  return interaction.isChatInputCommand()
    ? interaction.commandName
    : (splitStationMark(interaction.customId).customId.split(":")[0] ?? "button");
}
