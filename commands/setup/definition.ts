import {
  ApplicationCommandType,
  PermissionFlagsBits,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import { localized } from "../../src/i18n/localized.js";
import type { CommandVariant } from "../../src/settings/command-variant.js";
import { announce } from "./announce.js";
import { check } from "./check.js";
import { follow } from "./follow.js";
import { language } from "./language.js";
import { message } from "./message.js";
import { MESSAGE_SUBCOMMAND } from "./message-definition.js";
import { ping } from "./ping.js";
import { radio } from "./radio.js";
import { report } from "./report.js";
import { show } from "./show.js";
import { station } from "./station.js";
import { status } from "./status.js";
import { style } from "./style.js";
import { type SetupSubcommand, setupSubcommand, stationOptionWhenSeveral } from "./subcommand.js";
import { timezone } from "./timezone.js";
import { unannounce } from "./unannounce.js";

/** Every `/setup` subcommand, in the order Discord lists them: each module carries its definition and handler. */
export const SUBCOMMANDS: readonly SetupSubcommand[] = [
  show,
  announce,
  unannounce,
  ping,
  language,
  timezone,
  radio,
  status,
  setupSubcommand({
    name: "message",
    definitionFor: stationOptionWhenSeveral(MESSAGE_SUBCOMMAND),
    execute: message,
  }),
  style,
  check,
  report,
  follow,
  station,
];

/**
 * `/setup` for a command variant: moderators (Manage Server) only (in servers only, from its requirements: see
 * `withContexts`), with each subcommand as the
 * variant registers it (with several stations, a `station` subcommand and `station` options; see each module).
 */
export function setupData(variant: CommandVariant): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    type: ApplicationCommandType.ChatInput,
    ...localized((c) => c.setup),
    default_member_permissions: PermissionFlagsBits.ManageGuild.toString(),
    options: SUBCOMMANDS.flatMap((subcommand) => subcommand.definitionFor(variant) ?? []),
  };
}
