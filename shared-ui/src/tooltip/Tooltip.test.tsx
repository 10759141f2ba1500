import '../testing/dom-polyfills.ts';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Tooltip } from './Tooltip.tsx';

afterEach(() => jest.useRealTimers());

it('opens after the 500 ms hover delay', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <Tooltip content="New! Try the compact view">
      <button type="button">View mode</button>
    </Tooltip>,
  );
  await user.hover(screen.getByRole('button', { name: 'View mode' }));
  act(() => jest.advanceTimersByTime(400));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('New! Try the compact view');
});

it('opens at once on keyboard focus and closes on Escape', async () => {
  render(
    <Tooltip content="Prices exclude VAT" side="bottom">
      <button type="button">Total</button>
    </Tooltip>,
  );
  await userEvent.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Prices exclude VAT');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
