import { camelKey, snakeKey } from './wire-keys.ts';

test('names a camelCase key as the wire does, and leaves a map key alone', () => {
  expect(snakeKey('grantType')).toBe('grant_type');
  expect(snakeKey('Speaker ID')).toBe('Speaker ID');
});

test('names a wire key as the domain does', () => {
  expect(camelKey('poor_audio_reason')).toBe('poorAudioReason');
  expect(camelKey('USD')).toBe('USD');
});
