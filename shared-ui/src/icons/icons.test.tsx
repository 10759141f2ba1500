import { render, screen } from '@testing-library/react';
import { ExternalIcon, SunIcon, WarningIcon } from './icons.tsx';

it('is decorative unless given a title', () => {
  const { container } = render(
    <p>
      <SunIcon /> Light theme
    </p>,
  );
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('has an accessible name when given a title', () => {
  render(<WarningIcon title="Warning" />);
  expect(screen.getByRole('img', { name: 'Warning' })).toHaveClass('ui-icon');
});

it('follows the text size by default and accepts an explicit size', () => {
  const { container } = render(<ExternalIcon size={16} />);
  expect(container.querySelector('svg')).toHaveAttribute('width', '16');
});
