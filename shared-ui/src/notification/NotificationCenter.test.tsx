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

it('keeps the room of a message closed above others until they go, unseen', () => {
  const { rerender } = render(
    <NotificationCenter notifications={messages} onDismiss={jest.fn()} />,
  );
  const region = screen.getByRole('region', { name: 'Notifications' });
  const first = within(region).getAllByRole('listitem')[0]!;
  rerender(<NotificationCenter notifications={messages.slice(1)} onDismiss={jest.fn()} />);
  expect(first).toBeInTheDocument();
  expect(first).toHaveClass('ui-notification-center__gone');
  expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  expect(within(region).getByRole('status')).toHaveTextContent('Please select a booking');
  rerender(<NotificationCenter notifications={[]} onDismiss={jest.fn()} />);
  expect(region).toBeEmptyDOMElement();
});

it('lets a message above others go at once when the reader closes it', async () => {
  render(<Shell />);
  const region = screen.getByRole('region', { name: 'Notifications' });
  const [first] = within(region).getAllByRole('listitem');
  await userEvent.click(within(first!).getByRole('button', { name: 'Dismiss' }));
  expect(first).not.toBeInTheDocument();
  expect(within(region).getAllByRole('listitem')).toHaveLength(2);
});

it('keeps its landmark when empty and sets no timers', () => {
  jest.useFakeTimers();
  render(<NotificationCenter notifications={[]} onDismiss={jest.fn()} />);
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  expect(jest.getTimerCount()).toBe(0);
  jest.useRealTimers();
});
