import { act, render, screen } from '@testing-library/react';
import type * as loader from './load-menu.ts';
import { loadMenu } from './load-menu.ts';
import { Menu } from './Menu.tsx';
import { MenuItem } from './MenuItem.tsx';

jest.mock('./load-menu.ts', () => {
  const actual: typeof loader = jest.requireActual('./load-menu.ts');
  return { ...actual, loadMenu: jest.fn(actual.loadMenu) };
});

it('fetches its code at once when its owner opens it (a menu under a word)', async () => {
  render(
    <Menu trigger={<span>word</span>} label="Suggestions" open>
      <MenuItem>Ward</MenuItem>
    </Menu>,
  );
  expect(loadMenu).toHaveBeenCalled();
  await act(() => loadMenu());
  expect(await screen.findByRole('menuitem', { name: 'Ward' })).toBeInTheDocument();
});
