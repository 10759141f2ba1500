import '../testing/dom-polyfills.ts';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { TruncatedText } from './TruncatedText.tsx';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** jsdom lays nothing out: give the text the widths a browser would measure. */
function withWidths(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

it('shows the whole text 500 ms after hovering when the text is cut', async () => {
  render(<TruncatedText>Quarterly board meeting with the auditors</TruncatedText>);
  const text = screen.getByText('Quarterly board meeting with the auditors');
  withWidths(text, 400, 120);
  await user().hover(text);
  act(() => jest.advanceTimersByTime(400));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Quarterly board meeting');
});

it('shows no tooltip when the whole text fits', async () => {
  render(<TruncatedText>Board</TruncatedText>);
  const text = screen.getByText('Board');
  withWidths(text, 60, 120);
  await user().hover(text);
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
