import type { Endpoint, Fault } from "./faults.js";
import { hostilize } from "./hostile.js";
import type { Wire } from "./station.js";

/** A field of each endpoint's items that the bot relies on, broken by `wrong-types` and `missing-fields`. */
const USED_FIELD: Record<Endpoint, { readonly key: string; readonly wrong: unknown }> = {
  history: { key: "ts", wrong: "yesterday" },
  djs: { key: "name", wrong: { first: "DJ" } },
  channels: { key: "state", wrong: "on air" },
  grid: { key: "start_ts", wrong: "soon" },
  music: { key: "id", wrong: "seven" },
  track_requests: { key: "result", wrong: 0 },
  servers: { key: "title", wrong: { en: "Radio" } },
};

const OPTIONAL_FIELDS = [
  "album",
  "playlist_title",
  "dj_name",
  "img_url",
  "img_medium_url",
  "img_large_url",
  "priority",
  "image",
  "listeners_peak",
  "links_html",
  "secure_stream_url",
  "metadata_extra",
];

/**
 * Applies a data fault to the items of a list payload; other faults leave the items alone. `first` is the first
 * item's place in the whole list, so a page is mangled as it would be within the whole list.
 */
export function mangleItems(
  items: Wire[],
  endpoint: Endpoint,
  fault: Fault | undefined,
  first = 0,
): unknown[] {
  switch (fault?.kind) {
    case "wrong-types":
      return items.map((item) => ({ ...item, [USED_FIELD[endpoint].key]: USED_FIELD[endpoint].wrong }));
    case "missing-fields":
      return items.map((item) => {
        const { [USED_FIELD[endpoint].key]: _dropped, ...rest } = item;
        return rest;
      });
    case "extra-fields":
      return items.map((item, at) => {
        const i = first + at;
        const nulled = Object.fromEntries(
          Object.entries(item).map(([k, v]) => [k, OPTIONAL_FIELDS.includes(k) && i % 2 === 0 ? null : v]),
        );
        return { ...nulled, x_new_in_panel_9: { nested: [1, null, "x"] }, rating: i % 3 === 0 ? null : "5" };
      });
    case "hostile":
      return items.map((item, at) => hostilize(item, "", first + at));
    default:
      return items;
  }
}
