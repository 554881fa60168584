import { httpAdvice } from "../choose.js";
import { plural } from "../numbers.js";
import type { StationSetupTexts } from "../types/setup.js";

/** `/setup station`, in English. */
export const station: StationSetupTexts = {
  found: (name) => `📻 ${name}`,
  onAir: "On air now",
  nothing: "No track information right now",
  panel: "Panel",
  server: "Radio server",
  key: "API key",
  keySet: "set",
  keyNone: "none",
  save: "Save",
  saveHint: "Nothing is saved until you press Save.",
  saved: (name) => `✅ Saved: **${name}** is a station of this server now.`,
  chosen: (name) => `✅ **${name}** is this server's station now: commands read it unless told otherwise.`,
  followed: (channel, names) => `✅ ${channel} follows ${names}.`,
  stale: "This preview has expired or was already used. Run /setup station again.",
  notYours: "Only the moderator who ran /setup station can save it.",
  perServer: (limit) =>
    plural("en", limit, {
      one: "This server has its limit of {n} station. Ask the bot's operator if you need more.",
      other: "This server has its limit of {n} stations. Ask the bot's operator if you need more.",
    }),
  total: "This bot serves as many stations as it can. Ask its operator, or try again later.",
  refused: (reason) => `The bot will not connect to that address. ${reason}`,
  noSuchServer: (id, known) => `The panel has no radio server ${id}. It has: ${known}.`,
  needUrl: "Give the panel's address (url) and the radio server (server), or pick a station.",
  configured: "This bot serves the stations its operator configured: pick one of them.",
  current: (name) => `This server's station: **${name}**.`,
  removed: (name) => `✅ **${name}** is no longer a station of this server.`,
  stationField: "This server's station",
  noneYet: "none yet: /setup station",
  followsField: "Stations each channel follows",
  cooldown: (until) =>
    `Wait a moment: you can preview a station again <t:${Math.ceil(until / 1000)}:R>. Each preview makes the bot look up and contact the address given.`,
  badKey:
    "That API key has characters no key has (spaces, line breaks, control or non-Latin characters). Copy the key from the panel again: it is made of Latin letters, digits and punctuation.",
  httpStatus: (status, said) =>
    `The panel answered HTTP ${status}${said}. ${httpAdvice(status, { auth: "If it needs an API key, give it in `key`.", other: "Check the address and the radio server." })}`,
  notPanel:
    "Something answered at that address, but not a radio panel's API (its answer is not JSON). Give the panel's own address with its port, e.g. https://radio.example.com:8080.",
};
