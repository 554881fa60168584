import { type APIEmbed, type APIStringSelectComponent, ComponentType } from "discord.js";
import { buttonsOf, type ReplyMessage } from "../message/reply-message.js";
import { truncate } from "./text.js";

/** Discord's message limits. */
export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  author: 256,
  embedTotal: 6000,
  actionRows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  customId: 100,
  buttonUrl: 512,
  choiceName: 100,
  choiceValue: 100,
  choices: 25,
} as const;

/** Characters that count towards the 6,000 across a message's embeds. */
export function embedLength(embed: APIEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.author?.name.length ?? 0) +
    (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  );
}

/** Every Discord limit a message breaks; an empty list means Discord would accept it. */
export function limitProblems(message: ReplyMessage): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  check((message.content?.length ?? 0) <= LIMITS.content, "content over 2000");
  check(message.embeds.length <= LIMITS.embeds, "more than 10 embeds");
  check(
    message.embeds.reduce((sum, e) => sum + embedLength(e), 0) <= LIMITS.embedTotal,
    "embeds over 6000 in total",
  );
  for (const embed of message.embeds) {
    check((embed.title?.length ?? 0) <= LIMITS.embedTitle, "title over 256");
    check((embed.description?.length ?? 0) <= LIMITS.embedDescription, "description over 4096");
    check((embed.fields?.length ?? 0) <= LIMITS.fields, "more than 25 fields");
    check((embed.footer?.text.length ?? 0) <= LIMITS.footer, "footer over 2048");
    check((embed.author?.name.length ?? 0) <= LIMITS.author, "author over 256");
    for (const field of embed.fields ?? []) {
      check(field.name.length > 0 && field.name.length <= LIMITS.fieldName, "field name empty or over 256");
      check(
        field.value.length > 0 && field.value.length <= LIMITS.fieldValue,
        "field value empty or over 1024",
      );
    }
    const attached = new Set((message.files ?? []).map((file) => `attachment://${file.name}`));
    for (const url of [embed.url, embed.thumbnail?.url, embed.image?.url, embed.author?.icon_url]) {
      check(
        url === undefined || /^https?:\/\//.test(url) || attached.has(url),
        "embed URL not http(s) nor a file sent with it",
      );
    }
  }
  check(message.components.length <= LIMITS.actionRows, "more than 5 action rows");
  for (const row of message.components) {
    const [first] = row.components;
    if (first?.type === ComponentType.StringSelect) {
      check(row.components.length === 1, "a menu shares its row");
      problems.push(...menuProblems(first));
      continue;
    }
    check(
      row.components.length > 0 && row.components.length <= LIMITS.buttonsPerRow,
      "row empty or over 5 buttons",
    );
    for (const button of buttonsOf({ components: [row] })) {
      check(
        button.label === undefined || (button.label.length > 0 && button.label.length <= LIMITS.buttonLabel),
        "button label empty or over 80",
      );
      if ("url" in button) {
        check(/^https?:\/\//.test(button.url) && button.url.length <= LIMITS.buttonUrl, "link button URL");
      }
      if ("custom_id" in button) check(button.custom_id.length <= LIMITS.customId, "custom_id over 100");
    }
  }
  return problems;
}

/** What Discord would refuse of a menu: 1–25 options of distinct values, texts within their lengths. */
function menuProblems(menu: APIStringSelectComponent): string[] {
  const problems: string[] = [];
  const within = (text: string | undefined, max: number) =>
    text === undefined || (text.length > 0 && text.length <= max);
  const { options } = menu;
  if (options.length < 1 || options.length > 25) problems.push("menu without 1–25 options");
  if (new Set(options.map((option) => option.value)).size !== options.length)
    problems.push("menu values repeat");
  if (options.some((o) => !within(o.label, 100) || !within(o.value, 100) || !within(o.description, 100)))
    problems.push("menu option text empty or over 100");
  if (!within(menu.placeholder, 150)) problems.push("menu placeholder over 150");
  if (menu.custom_id.length > LIMITS.customId) problems.push("custom_id over 100");
  return problems;
}

/**
 * Makes an embed fit the 6,000-character message total: drops fields from the end (saying how many) and, as a
 * last resort, shortens the description.
 */
export function fitEmbed(embed: APIEmbed, moreLabel: (count: number) => string): APIEmbed {
  const fields = [...(embed.fields ?? [])].slice(0, LIMITS.fields);
  let dropped = (embed.fields?.length ?? 0) - fields.length;
  const build = (): APIEmbed => ({
    ...embed,
    fields:
      dropped > 0
        ? [...fields.slice(0, LIMITS.fields - 1), { name: "…", value: moreLabel(dropped) }]
        : fields,
  });
  let fitted = build();
  while (embedLength(fitted) > LIMITS.embedTotal && fields.length > 0) {
    fields.pop();
    dropped++;
    fitted = build();
  }
  const excess = embedLength(fitted) - LIMITS.embedTotal;
  if (excess > 0 && fitted.description) {
    fitted = {
      ...fitted,
      description: truncate(fitted.description, Math.max(1, fitted.description.length - excess)),
    };
  }
  return fitted;
}
