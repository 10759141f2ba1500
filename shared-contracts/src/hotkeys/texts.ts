/** The editor's hotkey settings (staff spec sections 3 and 9; the spec gives no wording). */
export const hotkeyTexts = {
  notACombination:
    'Not a key combination: use ctrl, alt, shift or meta with one key, such as ctrl+alt+t, or a function key alone',
  unknownSettings: (names: readonly PropertyKey[]) =>
    `Unknown hotkey setting: ${names.map(String).join(', ')}`,
  taken: (combo: string, label: string) => `${combo} is already used by ${label}`,
  notAPedal: 'Not a pedal: use left, middle or right',
};
