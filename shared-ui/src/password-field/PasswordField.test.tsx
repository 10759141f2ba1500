import '../testing/dom-polyfills.ts';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PasswordField } from './PasswordField.tsx';

it('hides the password until the toggle is pressed', async () => {
  render(<PasswordField label="Password" name="password" error="Password is required" />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveAttribute('autocomplete', 'current-password');
  expect(input).toHaveAccessibleDescription('Password is required');

  const toggle = screen.getByRole('button', { name: 'Show password' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(input).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
});

it('can be set up for a new password', () => {
  render(<PasswordField label="New password" autoComplete="new-password" />);
  expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
});
