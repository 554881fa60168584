/** The languages the bot speaks. Low, beside the domain: settings, render and the announcer all use it. */
export type Locale = "en" | "ru";
