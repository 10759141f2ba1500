import '../testing/dom-polyfills.ts';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Button } from '../button/Button.tsx';
import { ChevronDownIcon, CompactIcon, StandardIcon, UserIcon } from '../icons/icons.tsx';
import { Menu } from './Menu.tsx';
import { MenuItem, MenuLabel, MenuSeparator } from './MenuItem.tsx';
import { MenuRadioGroup, MenuRadioItem } from './MenuRadio.tsx';

function UserMenu({ onLogout = jest.fn() }) {
  return (
    <Menu
      trigger={
        <Button variant="quiet" icon={<UserIcon />} iconEnd={<ChevronDownIcon />}>
          Ann
        </Button>
      }
    >
      <MenuLabel>Hello, Ann</MenuLabel>
      <MenuItem href="/v3/profile">Profile</MenuItem>
      <MenuItem href="https://help.example.com" external>
        Help centre
      </MenuItem>
      <MenuSeparator />
      <MenuItem onSelect={onLogout}>Logout</MenuItem>
    </Menu>
  );
}

it('opens from the keyboard with links and actions', async () => {
  const onLogout = jest.fn();
  render(<UserMenu onLogout={onLogout} />);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const menu = screen.getByRole('menu');
  expect(menu).toHaveTextContent('Hello, Ann');
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/v3/profile');
  const help = screen.getByRole('menuitem', { name: 'Help centre (opens in a new tab)' });
  expect(help).toHaveAttribute('target', '_blank');
  expect(help).toHaveAttribute('rel', 'noopener noreferrer');

  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('closes on Escape and returns focus to the trigger', async () => {
  render(<UserMenu />);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ann' })).toHaveFocus();
});

it('offers a single choice with radio items', async () => {
  function ViewModes() {
    const [mode, setMode] = useState<'compact' | 'standard'>('standard');
    return (
      <Menu trigger={<Button>View: {mode}</Button>} label="View mode">
        <MenuRadioGroup value={mode} onValueChange={setMode}>
          <MenuRadioItem value="compact" icon={<CompactIcon />}>
            Compact
          </MenuRadioItem>
          <MenuRadioItem value="standard" icon={<StandardIcon />}>
            Standard
          </MenuRadioItem>
        </MenuRadioGroup>
      </Menu>
    );
  }
  render(<ViewModes />);
  await userEvent.click(screen.getByRole('button', { name: 'View: standard' }));
  expect(screen.getByRole('menuitemradio', { name: 'Standard' })).toBeChecked();
  await userEvent.click(screen.getByRole('menuitemradio', { name: 'Compact' }));
  expect(screen.getByRole('button', { name: 'View: compact' })).toBeInTheDocument();
});

it('builds its items from data and wraps a text trigger in a button', async () => {
  const onSelect = jest.fn();
  render(
    <Menu
      trigger="Services"
      items={[
        { label: 'Audio transcription', href: 'https://example.com/audio', external: true },
        { label: 'Standard view', checked: true, onSelect },
        { label: 'Compact view', checked: false, onSelect },
      ]}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Services' }));
  expect(screen.getByRole('menuitem', { name: /Audio transcription/ })).toHaveAttribute(
    'href',
    'https://example.com/audio',
  );
  expect(screen.getByRole('menuitemcheckbox', { name: 'Standard view' })).toBeChecked();
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Compact view' }));
  expect(onSelect).toHaveBeenCalledTimes(1);
});

it('names an icon trigger with its label', async () => {
  render(
    <Menu
      label="View mode: Standard"
      trigger={<StandardIcon />}
      items={[{ label: 'Compact view' }]}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'View mode: Standard' }));
  expect(screen.getByRole('menu', { name: 'View mode: Standard' })).toBeInTheDocument();
});
