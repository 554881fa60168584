import davey from "@snazzah/davey";
import { ExternalSender, splitCommitWelcome } from "./mls.js";

/** The user the fake voice server puts in a DAVE call as its second member, to read the bot's end-to-end audio. */
export const DAVE_LISTENER_ID = "100000000000000999";

/** What the DAVE side asks the voice server to send: JSON (opcode, data) or binary (opcode, payload). */
export type DaveMessage = { json: number; d: unknown } | { binary: number; payload: Buffer };

/** DAVE's marker at the end of every end-to-end encrypted frame. */
const MAGIC = 0xfafa;
/** davey's `MediaType.AUDIO` (a const enum, which this project's TypeScript settings cannot read). */
const AUDIO = 0;

/**
 * DAVE protocol version 1 on the fake voice server's side, as Discord's voice gateway runs it: an MLS external
 * sender, a listener of its own (a @snazzah/davey session) proposed into the bot's group, the bot's commit
 * announced as a transition and executed once the bot is ready; then it decrypts the bot's Opus frames as that
 * listener. The whole group: the bot and the listener.
 */
export class DaveCall {
  private readonly sender = new ExternalSender();
  private listener: davey.DAVESession | null = null;
  private nextTransition = 1;
  /** Transitions executed (opcode 22 sent), oldest first. */
  readonly executed: number[] = [];
  /** Opcode 31 (invalid commit or welcome) from the bot, and welcomes the listener could not process. */
  failures = 0;

  constructor(
    private readonly channelId: string,
    private readonly botUserId: string,
  ) {}

  /** Whether the listener is in the bot's group and can decrypt. */
  get ready(): boolean {
    return this.listener?.ready ?? false;
  }

  /** The bot's key package (opcode 26): the listener connects, the external sender and its proposal follow. */
  keyPackage(): DaveMessage[] {
    this.listener = new davey.DAVESession(1, DAVE_LISTENER_ID, this.channelId);
    this.listener.setExternalSender(this.sender.package());
    const proposal = this.sender.proposeAdd(this.channelId, 0n, this.listener.getSerializedKeyPackage());
    return [
      { json: 11, d: { user_ids: [DAVE_LISTENER_ID] } },
      { binary: 25, payload: this.sender.package() },
      { binary: 27, payload: proposal },
    ];
  }

  /** The bot's commit and welcome (opcode 28): the listener joins, the commit is announced as a transition. */
  commitWelcome(payload: Buffer): DaveMessage[] {
    const { commit, welcome } = splitCommitWelcome(payload);
    try {
      if (!welcome || !this.listener) throw new Error("no welcome for the listener");
      this.listener.processWelcome(welcome);
    } catch {
      this.failures++;
      return [];
    }
    const transition = Buffer.alloc(2);
    transition.writeUInt16BE(this.nextTransition++);
    return [{ binary: 29, payload: Buffer.concat([transition, commit]) }];
  }

  /** The bot is ready for a transition (opcode 23): execute it (opcode 22). */
  transitionReady(transitionId: number): DaveMessage[] {
    this.executed.push(transitionId);
    return [{ json: 22, d: { transition_id: transitionId } }];
  }

  /** Opcode 31 from the bot. */
  invalid(): void {
    this.failures++;
  }

  /** Whether an Opus frame is end-to-end encrypted (ends with DAVE's marker). */
  static encrypted(frame: Buffer): boolean {
    return frame.length > 2 && frame.readUInt16BE(frame.length - 2) === MAGIC;
  }

  /** Decrypts one of the bot's frames as the listener; throws when it cannot. */
  decrypt(frame: Buffer): Buffer {
    if (!this.listener) throw new Error("no DAVE listener");
    return this.listener.decrypt(this.botUserId, AUDIO, frame);
  }

  dispose(): void {
    this.listener?.reset();
    this.listener = null;
  }
}
