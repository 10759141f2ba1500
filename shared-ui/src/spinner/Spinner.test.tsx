import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner.tsx';

it('announces what is busy', () => {
  render(<Spinner label="Saving notes" />);
  expect(screen.getByRole('status')).toHaveTextContent('Saving notes');
});

it('stays silent when decorative', () => {
  render(<Spinner decorative />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
