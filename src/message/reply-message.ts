import {
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIButtonComponentWithURL,
  type APIEmbed,
  type APIStringSelectComponent,
  ComponentType,
} from "discord.js";

/** The buttons the bot uses: links, and its own buttons with a `custom_id`. */
export type Button = APIButtonComponentWithURL | APIButtonComponentWithCustomId;

/** A row of up to five buttons. */
export type ButtonRow = APIActionRowComponent<Button>;

/** A row holding one menu to pick from (`/history`'s 💾 Save a track: the pick is routed as a button click). */
export type MenuRow = APIActionRowComponent<APIStringSelectComponent>;

/**
 * A message the bot sends: the parts of Discord's message body that the renderers produce. Low in the house: the
 * renderers build it, the store keeps it (the outbox), the Discord edge sends it.
 */
export interface ReplyMessage {
  readonly content?: string;
  readonly embeds: APIEmbed[];
  readonly components: (ButtonRow | MenuRow)[];
  /** Only the person who asked sees it. */
  readonly ephemeral?: boolean;
  /** Roles this message may ping (a DJ-live post's ping role); nothing else is ever mentioned. */
  readonly mentionRoles?: readonly string[];
  /** Files sent with the message; an embed shows one as `attachment://<name>`. */
  readonly files?: readonly { readonly name: string; readonly data: Buffer }[];
}

/** The buttons of a message's rows, in order (its menus left out). */
export function buttonsOf(message: Pick<ReplyMessage, "components">): Button[] {
  return message.components.flatMap((row) =>
    row.components.filter((component): component is Button => component.type === ComponentType.Button),
  );
}
