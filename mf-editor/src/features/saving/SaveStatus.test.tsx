import '@portal/ui/testing';
import { render, screen } from '@testing-library/react';
import { SaveStatus, type SaveStatusProps } from './SaveStatus.tsx';

/** 20 November 2026, 14:02 UTC: winter, so UK time is UTC. */
const now = Date.UTC(2026, 10, 20, 14, 2);
/** 17 July 2026, 09:30 UTC: summer, 10:30 UK time. */
const summer = Date.UTC(2026, 6, 17, 9, 30);

beforeEach(() => jest.useFakeTimers({ now }));
afterEach(() => jest.useRealTimers());

function shown(props: SaveStatusProps) {
  const rendered = render(<SaveStatus {...props} />);
  return {
    chip: () => rendered.container.querySelector('.ui-status-chip')?.textContent,
    spoken: () => screen.getByRole('status').textContent,
    show: (next: SaveStatusProps) => rendered.rerender(<SaveStatus {...next} />),
  };
}

test('says when the last save was, on the portal clock, with its day when not today', () => {
  const status = shown({ state: { status: 'saved', savedAt: now - 60_000 }, savesTo: 'server' });
  expect(status.chip()).toBe('Saved at 14:01 (UK time)');
  status.show({ state: { status: 'saved', savedAt: summer }, savesTo: 'server' });
  expect(status.chip()).toBe('Saved at 10:30 on Fri, Jul 17th (UK time)');
  status.show({ state: { status: 'saved' }, savesTo: 'server' });
  expect(status.chip()).toBe('No changes yet');
});

test('unsaved, saving, saved at the time; failures say the work is kept in this browser only', () => {
  const status = shown({ state: { status: 'saved' }, savesTo: 'server' });
  status.show({ state: { status: 'unsaved' }, savesTo: 'server' });
  expect(status.chip()).toBe('Unsaved changes');
  status.show({ state: { status: 'saving' }, savesTo: 'server' });
  expect(status.chip()).toBe('Saving…');
  status.show({ state: { status: 'saved', savedAt: now }, savesTo: 'server' });
  expect(status.chip()).toBe('Saved at 14:02 (UK time)');
  status.show({ state: { status: 'offline', savedAt: now }, savesTo: 'server' });
  expect(status.chip()).toBe('Offline: kept in this browser only');
  status.show({ state: { status: 'conflict', savedAt: now }, savesTo: 'server' });
  expect(status.chip()).toBe('Changed elsewhere: kept in this browser only');
  status.show({ state: { status: 'refused', savedAt: now }, savesTo: 'server' });
  expect(status.chip()).toBe('Not saved: kept in this browser only');
});

test('the practice, which never leaves the browser, says it is kept there', () => {
  const status = shown({ state: { status: 'saved', savedAt: now }, savesTo: 'browser' });
  expect(status.chip()).toBe('Kept in this browser at 14:02 (UK time)');
});

test('screen readers are told politely when it settles, not at every keystroke or save', () => {
  const status = shown({ state: { status: 'saved', savedAt: now - 60_000 }, savesTo: 'server' });
  expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  // What the editor opened with is not news.
  expect(status.spoken()).toBe('');
  status.show({ state: { status: 'unsaved' }, savesTo: 'server' });
  status.show({ state: { status: 'saving' }, savesTo: 'server' });
  expect(status.spoken()).toBe('');
  status.show({ state: { status: 'saved', savedAt: now }, savesTo: 'server' });
  expect(status.spoken()).toBe('Saved');
  jest.advanceTimersByTime(60_000);
  status.show({ state: { status: 'unsaved', savedAt: now }, savesTo: 'server' });
  status.show({ state: { status: 'saved', savedAt: Date.now() }, savesTo: 'server' });
  // The next save does not change what was said, so it is not said again.
  expect(status.spoken()).toBe('Saved');
  expect(status.chip()).toBe('Saved at 14:03 (UK time)');
  status.show({ state: { status: 'offline', savedAt: now }, savesTo: 'server' });
  expect(status.spoken()).toBe('Offline: kept in this browser only');
  status.show({ state: { status: 'saving', savedAt: now }, savesTo: 'server' });
  status.show({ state: { status: 'saved', savedAt: Date.now() }, savesTo: 'server' });
  expect(status.spoken()).toBe('Saved');
});
