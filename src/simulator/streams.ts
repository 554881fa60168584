import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { contentTypeOf, MOUNTS, type SimulatedMount } from "./mounts.js";
import { ToneSource } from "./tone-source.js";

/** Stream connections of one mount: open now, and opened since the start. */
export interface StreamCount {
  readonly open: number;
  readonly opened: number;
}

/**
 * The simulated station's audio, as its Icecast would serve it: each mount of {@link MOUNTS} streams its own steady
 * tone (MP3, AAC or Ogg/Opus) in real time, made by ffmpeg while anyone listens. A mount whose channel is not on
 * air answers 404 and ends the streams open on it; without an ffmpeg every stream answers 503. Tests count the
 * connections and can drop them all or refuse new ones.
 */
export class SimulatedStreams extends EventEmitter {
  private readonly sources = new Map<string, ToneSource>();
  private readonly counts = new Map<string, { open: number; opened: number }>();
  private readonly responses = new Set<ServerResponse>();
  private refusing = false;
  private page = false;

  constructor(
    private readonly ffmpeg: string | null,
    private readonly onAir: (mount: string) => boolean,
  ) {
    super();
    for (const mount of MOUNTS) {
      this.counts.set(mount.mount, { open: 0, opened: 0 });
      if (ffmpeg) this.sources.set(mount.mount, new ToneSource(mount, ffmpeg));
    }
  }

  /** The mount served at a path, if any. */
  mountAt(pathname: string): SimulatedMount | undefined {
    return MOUNTS.find((m) => m.mount === pathname);
  }

  /** A mount's connections (open now, opened in total). */
  count(mount: string): StreamCount {
    return { ...(this.counts.get(mount) ?? { open: 0, opened: 0 }) };
  }

  /** Whether ffmpeg runs for a mount now (it runs only while someone listens). */
  encoding(mount: string): boolean {
    return this.sources.get(mount)?.running ?? false;
  }

  /** Resolves once `predicate` holds for a mount's count (checked now and on every change). */
  waitFor(mount: string, predicate: (count: StreamCount) => boolean): Promise<StreamCount> {
    return new Promise((resolve) => {
      const check = () => {
        const count = this.count(mount);
        if (!predicate(count)) return;
        this.off("change", check);
        resolve(count);
      };
      this.on("change", check);
      check();
    });
  }

  /** Cuts every open stream connection now, as a crashed or restarted Icecast would. */
  dropAll(): void {
    for (const response of [...this.responses]) response.destroy();
  }

  /**
   * While on, a mount sends digital silence instead of its tone (the station on air with nothing playing). Switching
   * ends the streams open on that mount; without an ffmpeg it does nothing.
   */
  silence(mount: string, on: boolean): void {
    this.sources.get(mount)?.setSilent(on);
  }

  /** While on, new stream connections get 503 (a full or broken server). */
  refuse(on: boolean): void {
    this.refusing = on;
  }

  /**
   * While on, every mount answers 200 with a web page instead of audio, as a stream address that points at a site
   * (a hosting's landing page, a captive portal) does.
   */
  servePage(on: boolean): void {
    this.page = on;
  }

  /** Answers a stream request: audio until the listener leaves, or 404/503 (or a web page, see `servePage`). */
  serve(req: IncomingMessage, res: ServerResponse, mount: SimulatedMount): void {
    if (this.page) return plain(res, 200, WEB_PAGE, "text/html; charset=utf-8");
    const source = this.sources.get(mount.mount);
    if (!source || this.refusing) return plain(res, 503, "Service Unavailable");
    if (!this.onAir(mount.mount)) return plain(res, 404, "The file you requested could not be found");
    res.writeHead(200, {
      "content-type": contentTypeOf(mount.format),
      "cache-control": "no-cache, no-store",
      "icy-name": "Simulated Station",
      "icy-br": mount.bitrate,
      "icy-pub": "1",
    });
    if (req.method === "HEAD") return void res.end();
    const count = this.counts.get(mount.mount) ?? { open: 0, opened: 0 };
    count.open++;
    count.opened++;
    this.responses.add(res);
    this.emit("change");
    const detach = source.attach({
      write: (chunk) => {
        if (!this.onAir(mount.mount)) res.destroy();
        else res.write(chunk);
      },
      end: () => res.destroy(),
    });
    res.once("close", () => {
      detach();
      this.responses.delete(res);
      count.open--;
      this.emit("change");
    });
  }

  /** Stops every ffmpeg and ends every stream. */
  close(): void {
    for (const source of this.sources.values()) source.stop();
    this.dropAll();
  }
}

/** What {@link SimulatedStreams.servePage} answers with. */
const WEB_PAGE =
  "<!DOCTYPE html>\n<html><head><title>Radio</title></head><body><h1>Welcome to our radio!</h1></body></html>\n";

function plain(res: ServerResponse, status: number, text: string, type = "text/plain"): void {
  res.writeHead(status, { "content-type": type });
  res.end(text);
}
