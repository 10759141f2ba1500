import { render, screen } from '@testing-library/react';
import { ExternalLink, linkClassName } from './Link.tsx';

it('opens another site in a new tab and says so', () => {
  render(<ExternalLink href="https://help.example.com">Help centre</ExternalLink>);
  const link = screen.getByRole('link', { name: 'Help centre (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveClass('ui-link');
});

it('can stay in the same tab', () => {
  render(
    <ExternalLink href="https://example.com/blog" newTab={false} variant="quiet">
      Blog
    </ExternalLink>,
  );
  const link = screen.getByRole('link', { name: 'Blog' });
  expect(link).not.toHaveAttribute('target');
  expect(link).toHaveClass('ui-link', 'ui-link--quiet');
});

it('styles router links through their className', () => {
  expect(linkClassName()).toBe('ui-link');
  expect(linkClassName('standalone', 'nav')).toBe('ui-link ui-link--standalone nav');
});
