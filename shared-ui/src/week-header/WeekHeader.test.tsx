import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { WeekHeader } from './WeekHeader.tsx';

it('names the week shown and moves a week at a time, or back to this one', async () => {
  const onWeek = jest.fn();
  const { rerender } = render(
    <WeekHeader monday="2026-11-30" thisMonday="2026-11-23" onWeek={onWeek} />,
  );
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
    'Mon, Nov 30th – Sun, Dec 6th',
  );
  expect(screen.getByRole('navigation', { name: 'Week' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
  await userEvent.click(screen.getByRole('button', { name: 'This week' }));
  expect(onWeek.mock.calls).toEqual([['2026-11-23'], ['2026-12-07'], ['2026-11-23']]);

  rerender(<WeekHeader monday="2026-11-23" thisMonday="2026-11-23" onWeek={onWeek} />);
  expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();
});
