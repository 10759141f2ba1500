import { createSessionId, isSessionId } from './session-id.ts';

describe('session id', () => {
  it('is 32 random alphanumeric characters', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isSessionId(id)).toBe(true);
    expect(isSessionId('short')).toBe(false);
  });
});
