import type { Channel } from "../panel/schemas.js";
import { ON_AIR } from "./listeners.js";
import { httpUrl } from "./safe-url.js";

/** The kinds of listener link a panel offers. */
export type PlaylistKind = "m3u" | "pls" | "asx" | "xspf" | "ram" | "other";

/** A playlist file for a desktop or mobile player. */
export interface PlaylistLink {
  readonly kind: PlaylistKind;
  readonly url: string;
}

/** How to listen to one channel; every URL in it is http(s). */
export interface ListenLinks {
  readonly channelId: number;
  readonly mountPoint: string;
  readonly bitrate: number | null;
  readonly format: string | null;
  /** The direct stream, secure first when there is one. */
  readonly stream: string | null;
  /** The plain stream, when a secure one was preferred over it. */
  readonly plainStream: string | null;
  readonly playlists: readonly PlaylistLink[];
  readonly webPlayer: string | null;
}

const KINDS: readonly PlaylistKind[] = ["m3u", "pls", "asx", "xspf", "ram"];

/** The listen links of a channel, from its stream URLs and `links_html`; anything not http(s) is dropped. */
export function listenLinks(channel: Channel): ListenLinks {
  const secure = httpUrl(channel.secure_stream_url);
  const plain = httpUrl(channel.stream_url);
  const playlists: PlaylistLink[] = [];
  let webPlayer: string | null = null;
  for (const link of channel.links_html) {
    const url = httpUrl(link.url);
    if (!url) continue;
    const file = new URL(url).pathname.split("/").pop()?.toLowerCase() ?? "";
    if (link.key.toLowerCase() === "web" || file === "web") {
      webPlayer ??= url;
      continue;
    }
    const extension = file.includes(".") ? file.split(".").pop() : undefined;
    const kind = KINDS.find((k) => k === extension || (extension === "m3u8" && k === "m3u")) ?? "other";
    if (!playlists.some((p) => p.url === url)) playlists.push({ kind, url });
  }
  return {
    channelId: channel.id,
    mountPoint: channel.mount_point,
    bitrate: channel.bitrate,
    format: channel.s_format?.trim() || null,
    stream: secure ?? plain,
    plainStream: secure ? plain : null,
    playlists,
    webPlayer,
  };
}

/** The one address a Listen button opens: the web player, else the stream, of the first channel on air. */
export function listenUrlOf(channels: readonly Channel[]): string | null {
  const channel = channels.find((c) => c.state === ON_AIR) ?? channels[0];
  if (!channel) return null;
  const links = listenLinks(channel);
  return links.webPlayer ?? links.stream;
}
