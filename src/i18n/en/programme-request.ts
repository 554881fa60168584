import { formatCount } from "../numbers.js";
import type { RequestTexts } from "../types/programme.js";

/** /request, in English. */
export const request: RequestTexts = {
  requestedTitle: "🎶 Song request",
  requested: (person, song) => `**${person}** requested **${song}**`,
  pickTitle: "Which one?",
  pick: (query) => `Several songs match “${query}”. Pick one:`,
  nothingFound: (query) =>
    `Nothing in the station's library matches “${query}”. Pick a song from the suggestions as you type.`,
  notRequestable: "This song can't be requested right now. Pick another one from the suggestions.",
  unknownTrack: "The station's library has no such song any more. Pick one from the suggestions.",
  cooldown: (again) => `You've just requested a song. You can request again ${again}.`,
  trackBlocked: "This song was requested a short while ago. Pick another one, or try it again later.",
  ipBlocked: "The station takes no more requests from Discord for a moment. Try again in a few minutes.",
  refused: "The station's panel turned the request down. Try another song, or try again later.",
  closed: "The station isn't taking song requests right now.",
  closedUntil: (relative, time) =>
    `The station isn't taking song requests during this show. Requests open again ${relative} (${time}).`,
  tooLong: (max, over) =>
    `Your name and your message may have ${formatCount("en", max)} characters together; this is ${formatCount("en", over)} too many. Shorten the message.`,
  expired: "This list has expired. Run /request again.",
  notYours: "Only the person who asked can pick from this list. Run /request yourself.",
};
