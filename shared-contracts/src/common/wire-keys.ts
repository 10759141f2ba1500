/**
 * The wire names its keys in snake_case, the portal and the API's domain in camelCase: one
 * conversion each way, for the client's encoder, the server's field names and the API's input.
 */

/** A snake_case key as the domain names it, as a type: `poor_audio_reason` → `poorAudioReason`. */
export type CamelKey<Key> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelKey<Tail>>}`
  : Key;

/** `poor_audio_reason` as the domain names it: `poorAudioReason`. Other keys stay as they are. */
export const camelKey = <Key extends string>(key: Key): CamelKey<Key> =>
  key.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase()) as CamelKey<Key>;

const camelIdentifier = /^[a-z][a-zA-Z0-9]*$/;

/**
 * A domain key as the wire names it: `currentPassword` → `current_password`. Only camelCase
 * identifiers are renamed; map keys such as modifier names pass unchanged.
 */
export const snakeKey = (key: string): string =>
  camelIdentifier.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key;
