import { type ChatInputCommandInteraction, MessageFlags } from "discord.js";
import { localeOf } from "../i18n/locale-of.js";
import type { ReplyMessage } from "../message/reply-message.js";
import { NO_MENTIONS } from "../render/message.js";
import { renderExportQueued } from "../render/stats-export-queue.js";
import { type Command, UserError } from "./command.js";
import { type ReplyOptions, answerInteraction, sendFailure } from "./interaction-reply.js";
import type { WorkQueue } from "./work-queue.js";

/** What a heavy answer needs from the dispatcher. */
export interface HeavyAnswerDeps {
  /** The process's queue of heavy work. */
  readonly queue: WorkQueue;
  readonly replies: ReplyOptions;
  /** The command's answer, made only when the queue gives it its turn. */
  readonly work: () => Promise<ReplyMessage>;
}

/**
 * A heavy answer (the export): acknowledged before any work, so a burst keeps no one past Discord's 3 s, then built
 * when the process's queue gives it a place and sent before the place is freed (so what the process holds at once
 * is bounded by the queue's concurrency); a wait is shown with its position, a full queue refuses. Never throws
 * past the deferral.
 */
export async function answerHeavily(
  interaction: ChatInputCommandInteraction,
  command: Command,
  deps: HeavyAnswerDeps,
): Promise<void> {
  const { log } = deps.replies;
  const privately = command.repliesPrivately === true;
  await interaction.deferReply(privately ? { flags: MessageFlags.Ephemeral } : {});
  const locale = localeOf(interaction.locale);
  let told: Promise<unknown> = Promise.resolve();
  let refused = false;
  await deps.queue.run(
    // The answer waits for the queue notice to land, or the notice could replace it.
    () =>
      told.then(() =>
        answerInteraction(interaction, deps.work(), "reply", { ...deps.replies, privately, deferred: true }),
      ),
    (admitted) => {
      refused = admitted.kind === "full";
      if (admitted.kind !== "queued") return;
      const { content } = renderExportQueued(admitted.position, locale);
      const notice = { content, embeds: [], components: [], allowedMentions: NO_MENTIONS };
      told = interaction.editReply(notice).catch((error: unknown) => {
        log.warn("could not show the queue position", { error });
      });
    },
  );
  if (refused)
    await sendFailure(interaction, new UserError("stats.exportBusy").inLanguage(locale), true, log);
}
