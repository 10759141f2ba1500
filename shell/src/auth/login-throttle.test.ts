import { clearLoginFailures, loginRestrictedUntil, recordLoginFailure } from './login-throttle.ts';

const minute = 60_000;

beforeEach(() => localStorage.clear());

it('restricts sign-in for 10 minutes after 10 failures within 5 minutes', () => {
  for (let i = 0; i < 9; i += 1) recordLoginFailure(localStorage, i * 1000);
  expect(loginRestrictedUntil(localStorage, 9_000)).toBeNull();
  recordLoginFailure(localStorage, 9_000);
  expect(loginRestrictedUntil(localStorage, 9_001)).toBe(9_000 + 10 * minute);
  expect(localStorage.getItem('tn.login attempts')).toContain('restrictedUntil');
});

it('forgets failures older than 5 minutes', () => {
  for (let i = 0; i < 9; i += 1) recordLoginFailure(localStorage, 0);
  recordLoginFailure(localStorage, 5 * minute);
  expect(loginRestrictedUntil(localStorage, 5 * minute)).toBeNull();
});

it('clears the attempts once the restriction is over', () => {
  for (let i = 0; i < 10; i += 1) recordLoginFailure(localStorage, 0);
  expect(loginRestrictedUntil(localStorage, 10 * minute)).toBeNull();
  expect(localStorage.getItem('tn.login attempts')).toBeNull();
  recordLoginFailure(localStorage, 10 * minute);
  expect(loginRestrictedUntil(localStorage, 10 * minute)).toBeNull();
});

it('treats unreadable storage as no attempts, and can be cleared after a success', () => {
  localStorage.setItem('tn.login attempts', '{broken');
  expect(loginRestrictedUntil(localStorage, 0)).toBeNull();
  recordLoginFailure(localStorage, 0);
  clearLoginFailures(localStorage);
  expect(localStorage.getItem('tn.login attempts')).toBeNull();
});
