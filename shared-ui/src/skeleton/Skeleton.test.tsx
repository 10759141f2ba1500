import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton.tsx';

it('stands in for content while the region says it is busy', () => {
  render(
    <section aria-label="Projects" aria-busy="true">
      <Skeleton variant="line" width="12rem" />
      <Skeleton variant="block" height={160} />
    </section>,
  );
  const region = screen.getByRole('region', { name: 'Projects' });
  expect(region).toHaveAttribute('aria-busy', 'true');
  const [line, block] = Array.from(region.children);
  expect(line).toHaveClass('ui-skeleton--line');
  expect(line).toHaveStyle({ width: '12rem' });
  expect(block).toHaveStyle({ height: '160px' });
  expect(line).toHaveAttribute('aria-hidden', 'true');
});

it('draws a paragraph of lines', () => {
  const { container } = render(<Skeleton lines={3} />);
  expect(container.querySelectorAll('.ui-skeleton--line')).toHaveLength(3);
});
