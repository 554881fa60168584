/** How every message is parsed: `<#channel>` and `<@&role>` are text, not tags, and every select has `other`. */
export const PARSE_OPTIONS = Object.freeze({ ignoreTag: true, requiresOtherClause: true });
