import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ErrorState } from './ErrorState.tsx';

it('announces the message and retries', async () => {
  const onRetry = jest.fn();
  render(<ErrorState message="Something went wrong" onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('shows the retry as busy while reloading', () => {
  render(
    <ErrorState title="Projects" message="Failed to load projects" onRetry={jest.fn()} retrying />,
  );
  expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Retry/ })).toBeDisabled();
});

it('has no button without onRetry', () => {
  render(<ErrorState message="Invalid URL" />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
