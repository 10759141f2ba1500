import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { NotificationItem } from './Notification.tsx';
import { NotificationCenter } from './NotificationCenter.tsx';

const messages: NotificationItem[] = [
  { id: 'a', type: 'loading', title: 'Uploading 2 files' },
  { id: 'b', type: 'error', title: 'Project creation failed', replay: true },
  { id: 'c', type: 'info', title: 'Please select a booking to copy from first.' },
];

function Shell({ onReplay = jest.fn() }) {
  const [items, setItems] = useState(messages);
  return (
    <NotificationCenter
      notifications={items}
      onDismiss={(id) => setItems((current) => current.filter((item) => item.id !== id))}
      onReplay={onReplay}
    />
  );
}

it('renders every message in a named region', () => {
  render(<Shell />);
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  expect(within(region).getAllByRole('status')).toHaveLength(2);
  expect(within(region).getByRole('alert')).toHaveTextContent('Project creation failed');
});

it('lets the caller remove a dismissed message and replay a failed action', async () => {
  const onReplay = jest.fn();
  render(<Shell onReplay={onReplay} />);
  const error = screen.getByRole('alert');
  await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
  expect(onReplay).toHaveBeenCalledWith('b');
  await userEvent.click(within(error).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

it('keeps its landmark when empty and sets no timers', () => {
  jest.useFakeTimers();
  render(<NotificationCenter notifications={[]} onDismiss={jest.fn()} />);
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  expect(jest.getTimerCount()).toBe(0);
  jest.useRealTimers();
});
