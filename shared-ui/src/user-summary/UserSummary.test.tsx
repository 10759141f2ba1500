import { userEvent } from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { UserSummary } from './UserSummary.tsx';

it('shows who is signed in', () => {
  render(<UserSummary user={{ name: 'Ann Lee', email: 'ann@example.com', role: 'Client' }} />);
  expect(screen.getByText('Ann Lee')).toBeInTheDocument();
  expect(screen.getByText('ann@example.com')).toBeInTheDocument();
  expect(screen.getByText('Client')).toHaveClass('ui-status-chip');
});

it('stands in with skeletons while the profile loads', () => {
  const { container } = render(<UserSummary user={undefined} />);
  expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('Loading profile')).toHaveClass('ui-visually-hidden');
});

describe('UserSummary when loading failed', () => {
  it('shows the error with a retry instead of the summary', async () => {
    const onRetry = jest.fn();
    render(<UserSummary error="Something went wrong" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
