/**
 * The language the bid room's handshake announces (`auth.language`: 'zh' | 'en'), so the server answers refusals in
 * it. Read at each (re)connection of the bid room's socket; undefined until the app sets it (the server then takes
 * the handshake's Accept-Language, else zh).
 */
let language: string | undefined;

/** Sets the language sent with the bid room's next handshakes ('zh' or 'en'). */
export function setBidRoomLanguage(next: string): void {
  language = next;
}

/** The language set by {@link setBidRoomLanguage}, if any. */
export const bidRoomLanguage = (): string | undefined => language;
