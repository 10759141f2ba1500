import '../testing/dom-polyfills.ts';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ViewModeHint } from './ViewModeHint.tsx';

function renderHint() {
  const onShow = jest.fn();
  const onDismiss = jest.fn();
  render(
    <ViewModeHint onShow={onShow} onDismiss={onDismiss}>
      New! Try the compact view
    </ViewModeHint>,
  );
  return { onShow, onDismiss, note: screen.getByRole('note') };
}

it('is a note whose button shows the menu it is about', async () => {
  const { onShow, onDismiss, note } = renderHint();
  expect(note).toHaveTextContent('New! Try the compact view');
  await userEvent.click(screen.getByRole('button', { name: 'Show me' }));
  expect(onShow).toHaveBeenCalled();
  expect(onDismiss).not.toHaveBeenCalled();
});

it('is put away by its close button', async () => {
  const { onDismiss } = renderHint();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss the view-mode hint' }));
  expect(onDismiss).toHaveBeenCalled();
});

it('is put away by Escape from inside it', async () => {
  const { onShow, onDismiss } = renderHint();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Show me' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(onDismiss).toHaveBeenCalled();
  expect(onShow).not.toHaveBeenCalled();
});
