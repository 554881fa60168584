/** The sentences of `/setup station`: the preview, its Save button, the refusals and `/setup show`'s station fields. */
export interface StationSetupTexts {
  readonly found: (name: string) => string;
  readonly onAir: string;
  readonly nothing: string;
  readonly panel: string;
  readonly server: string;
  readonly key: string;
  readonly keySet: string;
  readonly keyNone: string;
  readonly save: string;
  readonly saveHint: string;
  readonly saved: (name: string) => string;
  readonly chosen: (name: string) => string;
  readonly followed: (channel: string, names: string) => string;
  readonly stale: string;
  readonly notYours: string;
  /** The limit of stations per server, reached: `limit` goes through `plural`. */
  readonly perServer: (limit: number) => string;
  readonly total: string;
  readonly refused: (reason: string) => string;
  /** `id` is the radio server's number, `known` the panel's list of them. */
  readonly noSuchServer: (id: number, known: string) => string;
  readonly needUrl: string;
  readonly configured: string;
  readonly current: (name: string) => string;
  readonly removed: (name: string) => string;
  readonly stationField: string;
  readonly noneYet: string;
  readonly followsField: string;
  /** `until` is a time in ms, shown as Discord's relative timestamp. */
  readonly cooldown: (until: number) => string;
  readonly badKey: string;
  /** `said` is `""` or ` (“a few words of the body”)`. */
  readonly httpStatus: (status: number, said: string) => string;
  readonly notPanel: string;
}
