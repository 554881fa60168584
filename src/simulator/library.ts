/** A song in the simulated station's library. */
export interface LibraryTrack {
  readonly author: string;
  readonly title: string;
  readonly album: string | null;
  readonly lengthS: number;
}

/** The simulated station's music: invented artists, in English and Russian, as real stations mix. */
export const LIBRARY: readonly LibraryTrack[] = [
  { author: "The Night Owls", title: "Midnight Frequency", album: "After Hours", lengthS: 214 },
  { author: "Lena Park", title: "Paper Satellites", album: "Orbit", lengthS: 187 },
  { author: "Северный Ветер", title: "Огни большого города", album: "Полночь", lengthS: 241 },
  { author: "Blue Harbor", title: "Saltwater Radio", album: null, lengthS: 198 },
  { author: "Marco Delta", title: "Analog Hearts", album: "Tape Machine", lengthS: 226 },
  { author: "Кира Ласточкина", title: "Дождь в июле", album: "Лето", lengthS: 203 },
  { author: "Static Bloom", title: "Golden Hour", album: "Sunset Drive", lengthS: 252 },
  { author: "Odd Weather", title: "Sleepwalk City", album: null, lengthS: 179 },
  { author: "Juniper Lane", title: "Letters I Never Sent", album: "Postmarks", lengthS: 233 },
  { author: "Echo Division", title: "Signal Lost", album: "Transmission", lengthS: 265 },
  { author: "Мятный Чай", title: "Трамвай номер девять", album: "Город", lengthS: 192 },
  { author: "Sunday Static", title: "Slow Motion", album: "Weekend", lengthS: 208 },
];

/** Jingles and station IDs, played between songs. */
export const JINGLES: readonly { readonly title: string; readonly lengthS: number }[] = [
  { title: "Station ID", lengthS: 8 },
  { title: "You are listening to Radio Demo", lengthS: 6 },
  { title: "Top of the hour", lengthS: 11 },
];

/** Tracks a live DJ plays from outside the library (no `all_music_id`). */
export const LIVE_SET: readonly LibraryTrack[] = [
  { author: "DJ Nova", title: "Live Mix Intro", album: null, lengthS: 95 },
  { author: "Warehouse Kids", title: "Bassline Theory", album: null, lengthS: 244 },
  { author: "Ночной Экспресс", title: "Без остановок", album: null, lengthS: 221 },
  { author: "Pulse Unit", title: "Four to the Floor", album: null, lengthS: 236 },
];
