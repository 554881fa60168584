import type { AutocompleteInteraction } from "discord.js";
import type { StationDirectory } from "../registry/directory.js";
import { localeOf } from "../i18n/locale-of.js";
import { stationLabel } from "../render/stations.js";
import type { ButtonAnswer } from "./command.js";

/** Buttons of a reply about a chosen station carry its handle after this mark, so a click reads the same one. */
export const STATION_MARK = "~";

/** A button's custom id without its station mark, and the station handle it carried (null: none). */
export function splitStationMark(customId: string): { customId: string; handle: string | null } {
  const [own = "", handle = null] = customId.split(STATION_MARK);
  return { customId: own, handle };
}

/** Marks a reply's own buttons with the station they are about (ids stay within Discord's 100 characters). */
export function withStation<T extends ButtonAnswer>(message: T, handle: string): T {
  return {
    ...message,
    components: message.components.map((row) => ({
      ...row,
      components: row.components.map(<C extends (typeof row.components)[number]>(component: C): C =>
        "custom_id" in component && component.custom_id.length + handle.length < 100
          ? { ...component, custom_id: `${component.custom_id}${STATION_MARK}${handle}` }
          : component,
      ),
    })),
  };
}

/** The stations of the server the user types in, by name (in their language where the panel has none). */
export function stationChoices(
  stations: StationDirectory,
  interaction: AutocompleteInteraction,
  typed: string,
) {
  const wanted = typed.trim().toLowerCase();
  const locale = localeOf(interaction.locale);
  return stations
    .choicesOf(interaction.guildId)
    .map((station) => ({ name: stationLabel(station, locale), value: station.handle }))
    .filter((choice) => wanted === "" || choice.name.toLowerCase().includes(wanted));
}
