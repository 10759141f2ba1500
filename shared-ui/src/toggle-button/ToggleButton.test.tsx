import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { ToggleButton } from './ToggleButton.tsx';

function Toggle({ locked = false }: { locked?: boolean }) {
  const [pressed, setPressed] = useState(false);
  return (
    <ToggleButton
      label="Speaker ID"
      pressed={pressed || locked}
      locked={locked}
      onPressedChange={setPressed}
    />
  );
}

it('switches between Add and Remove, with aria-pressed and the label in its name', async () => {
  render(<Toggle />);
  const button = screen.getByRole('button', { name: 'Add Speaker ID', pressed: false });
  await userEvent.click(button);
  expect(screen.getByRole('button', { name: 'Remove Speaker ID', pressed: true })).toBe(button);
  await userEvent.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-pressed', 'false');
});

it('stays on and focusable when locked', async () => {
  render(<Toggle locked />);
  const button = screen.getByRole('button', { name: 'Included Speaker ID', pressed: true });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.tab();
  expect(button).toHaveFocus();
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-pressed', 'true');
});
