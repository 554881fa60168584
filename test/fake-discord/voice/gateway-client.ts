import type { DiscordGatewayAdapterCreator, DiscordGatewayAdapterLibraryMethods } from "@discordjs/voice";
import { once } from "node:events";
import { WebSocket } from "ws";

type ServerUpdate = Parameters<DiscordGatewayAdapterLibraryMethods["onVoiceServerUpdate"]>[0];
type StateUpdate = Parameters<DiscordGatewayAdapterLibraryMethods["onVoiceStateUpdate"]>[0];
type VoiceDispatch = ServerUpdate | StateUpdate;

/**
 * The least a bot needs of the main gateway for @discordjs/voice, without discord.js: it identifies, sends the
 * library's opcode 4 payloads, and hands VOICE_STATE_UPDATE and VOICE_SERVER_UPDATE to the library's adapter.
 * For testing the fake voice side against the voice library itself.
 */
export class MinimalGatewayClient {
  private readonly adapters = new Map<string, DiscordGatewayAdapterLibraryMethods>();

  private constructor(
    private readonly socket: WebSocket,
    readonly userId: string,
  ) {
    socket.on("message", (data: Buffer) => {
      // The fake sends what Discord does; the library's own types describe it.
      const payload = JSON.parse(data.toString("utf8")) as { op: number; t?: string; d: VoiceDispatch };
      if (payload.op !== 0) return;
      const adapter = this.adapters.get(String(payload.d.guild_id));
      if (payload.t === "VOICE_SERVER_UPDATE") adapter?.onVoiceServerUpdate(payload.d as ServerUpdate);
      if (payload.t === "VOICE_STATE_UPDATE" && (payload.d as StateUpdate).user_id === userId) {
        adapter?.onVoiceStateUpdate(payload.d as StateUpdate);
      }
    });
  }

  /** Connects to a fake gateway (`ws://…`) and resolves once READY has come. */
  static async connect(url: string, token: string): Promise<MinimalGatewayClient> {
    const socket = new WebSocket(`${url}?v=10&encoding=json`);
    await once(socket, "open");
    socket.send(JSON.stringify({ op: 2, d: { token, intents: 1 << 7, properties: {} } }));
    for (;;) {
      const [data] = (await once(socket, "message")) as [Buffer];
      const payload = JSON.parse(data.toString("utf8")) as { t?: string; d: { user: { id: string } } };
      if (payload.t === "READY") return new MinimalGatewayClient(socket, payload.d.user.id);
    }
  }

  /** The adapter creator to give `joinVoiceChannel` for a guild. */
  adapterCreator(guildId: string): DiscordGatewayAdapterCreator {
    return (methods) => {
      this.adapters.set(guildId, methods);
      return {
        sendPayload: (payload: unknown) => {
          if (this.socket.readyState !== WebSocket.OPEN) return false;
          this.socket.send(JSON.stringify(payload));
          return true;
        },
        destroy: () => this.adapters.delete(guildId),
      };
    };
  }

  close(): void {
    for (const adapter of this.adapters.values()) adapter.destroy();
    this.socket.terminate();
  }
}
