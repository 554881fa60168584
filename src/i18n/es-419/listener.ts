import type { ListenerTexts } from "../types/listener.js";

/** Replies of /nowplaying, /history, /listen, /listeners, panel problems, presence, the chart. */
export const listener: ListenerTexts = {};
