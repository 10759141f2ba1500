import '../testing/dom-polyfills.ts';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ThemeName, ViewMode } from '../theme/body-classes.ts';
import { FloatingActions } from './FloatingActions.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { ViewModeMenu } from './ViewModeMenu.tsx';

function DisplaySettings({ onOpenChange = jest.fn() }) {
  const [theme, setTheme] = useState<ThemeName>('light');
  const [mode, setMode] = useState<ViewMode>('standard');
  return (
    <FloatingActions>
      <ViewModeMenu value={mode} onChange={setMode} onOpenChange={onOpenChange} />
      <ThemeToggle theme={theme} onToggle={() => setTheme(theme === 'light' ? 'dark' : 'light')} />
    </FloatingActions>
  );
}

it('toggles the theme, naming the theme it switches to', async () => {
  render(<DisplaySettings />);
  const settings = screen.getByRole('complementary', { name: 'Display settings' });
  await userEvent.click(within(settings).getByRole('button', { name: 'Switch to dark theme' }));
  expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
});

it('picks the view mode from a menu and reports the menu opening', async () => {
  const onOpenChange = jest.fn();
  render(<DisplaySettings onOpenChange={onOpenChange} />);
  await userEvent.click(screen.getByRole('button', { name: 'View mode: Standard' }));
  expect(onOpenChange).toHaveBeenCalledWith(true);
  await userEvent.click(screen.getByRole('menuitemradio', { name: 'Compact' }));
  expect(screen.getByRole('button', { name: 'View mode: Compact' })).toBeInTheDocument();
});
