import type { Locale } from "../locale.js";
import { catalogueOf } from "../i18n/catalogues.js";
import { COLORS, notice } from "../render/message.js";
import { parseSaveButtonId, saveNonce } from "../render/save-button.js";
import { renderSavedTrack, type SavedTrack } from "../render/saved-track.js";
import { HISTORY_PAGE_SIZE } from "../station/history-window.js";
import { nowPlaying } from "../station/now-playing.js";
import type { ButtonAnswer, CommandContext } from "./command.js";
import type { DirectOutcome } from "./direct-messages.js";

/**
 * How far back a Save click looks for its play in the panel's history: the page `/history` reads first, so the
 * client's cache serves both. Older plays (a `/history` page further back, `at:`, `search:`) are found in the kept
 * plays.
 */
const SAVE_LOOKBACK = HISTORY_PAGE_SIZE;

/** How a Save click went, for the private reply. */
export type SaveResult = "sent" | "closed" | "gone" | "failed";

/** The result a direct message's outcome gives a Save click. Pure. */
export function saveResultOf(outcome: DirectOutcome): SaveResult {
  if (outcome.ok) return "sent";
  return outcome.failure === "closed" ? "closed" : "failed";
}

/** The private reply to a Save click, in the clicker's language. Pure. */
export function saveAnswer(result: SaveResult, locale: Locale): ButtonAnswer {
  const texts = catalogueOf(locale).save;
  const color = result === "sent" ? COLORS.info : COLORS.problem;
  return { ...notice(texts[result], color), ephemeral: true, asNewReply: true };
}

/** The play that started in the second `seconds`: in the panel's recent history, else in the kept plays. */
async function savedTrackAt(seconds: number, context: CommandContext): Promise<SavedTrack | null> {
  const history = await context.panel.history({ limit: SAVE_LOOKBACK, offset: 0 });
  const entry = history.results.find((played) => Math.floor(played.ts / 1000) === seconds);
  if (entry) {
    const play = nowPlaying([entry], context.now());
    return play && !play.isJingle ? play : null;
  }
  const range = { from: seconds * 1000, to: (seconds + 1) * 1000 };
  const kept = context.stats ? await context.stats.plays(context.station?.key ?? "", range) : [];
  const play = kept[0];
  return play
    ? { artist: play.artist || null, title: play.title, album: null, cover: null, startedAt: play.at }
    : null;
}

/**
 * Handles a 💾 Save click (or a pick from a list's 💾 menu): finds the play again by its start and sends the
 * clicking user a direct message about it (one per user and play, whatever the clicks: the nonce), answering them
 * privately. The clicked message is left as it is.
 */
export async function answerSaveClick(customId: string, context: CommandContext): Promise<ButtonAnswer> {
  const { locale } = context;
  const seconds = parseSaveButtonId(customId);
  if (seconds === null) return saveAnswer("gone", locale);
  const play = await savedTrackAt(seconds, context);
  if (!play) return saveAnswer("gone", locale);
  if (!context.directMessages) return saveAnswer("failed", locale);
  const message = renderSavedTrack(
    play,
    { serverName: context.guild?.name ?? null, stationName: context.station?.name ?? null },
    locale,
  );
  const outcome = await context.directMessages.send(
    context.userId,
    message,
    saveNonce(context.userId, seconds),
  );
  if (!outcome.ok)
    context.log.info("save: no direct message", { failure: outcome.failure, reason: outcome.reason });
  return saveAnswer(saveResultOf(outcome), locale);
}
