import type { CursorPlace } from '../../engine/cursor-place.ts';

const storageKey = (localKey: string) => `portal-editor-cursor:${localKey}`;

const isPlace = (value: unknown): value is CursorPlace =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CursorPlace).section === 'string' &&
  Number.isInteger((value as CursorPlace).offset);

/**
 * Where the cursor stood when this user last left this transcript in this browser. Storage may
 * be blocked or full (private windows): the cursor is then simply not remembered.
 */
export function rememberedCursor(localKey: string): CursorPlace | undefined {
  try {
    const found: unknown = JSON.parse(localStorage.getItem(storageKey(localKey)) ?? 'null');
    return isPlace(found) ? found : undefined;
  } catch {
    return undefined;
  }
}

export function rememberCursor(localKey: string, place: CursorPlace): void {
  try {
    localStorage.setItem(storageKey(localKey), JSON.stringify(place));
  } catch {
    // Not remembered; see rememberedCursor.
  }
}
