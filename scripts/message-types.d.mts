// The types of scripts/message-types.mjs, for the TypeScript that imports it (the compiler does not read scripts).

/** How a message uses one of its values. */
export type Use = "text" | "number" | "date" | { readonly select: readonly string[] };

/** How ICU is parsed everywhere in the bot. */
export declare const PARSE_OPTIONS: Readonly<{ ignoreTag: true; requiresOtherClause: true }>;
/** The English message file, and the generated catalogue type's file. */
export declare const ENGLISH: string;
export declare const CATALOGUE: string;
/** Every value a message names, with each way it is used. */
export declare function messageArguments(message: string): Map<string, Use[]>;
/** The TypeScript type of one value from its uses. */
export declare function valueType(uses: readonly Use[]): string;
/** The source of src/i18n/catalogue.ts for these English messages. */
export declare function catalogueSource(english: Readonly<Record<string, string>>): string;
/** Writes src/i18n/catalogue.ts when it differs from what the English file gives; true when it wrote. */
export declare function writeCatalogueType(): Promise<boolean>;
