import { act, fireEvent, render, screen } from '@testing-library/react';
import type * as loader from './load-menu.ts';
import { loadMenu } from './load-menu.ts';
import { Menu } from './Menu.tsx';
import { MenuItem } from './MenuItem.tsx';

// The real loader, watched: when a menu asks for its code is what these tests check. Not
// '@portal/ui/testing', which fetches the code up front; each test file has a module of its own.
jest.mock('./load-menu.ts', () => {
  const actual: typeof loader = jest.requireActual('./load-menu.ts');
  return { ...actual, loadMenu: jest.fn(actual.loadMenu) };
});

it('fetches no code for a menu drawn, only once its trigger is pointed at', async () => {
  render(
    <Menu trigger="Actions" label="Project actions">
      <MenuItem>Rename</MenuItem>
    </Menu>,
  );
  const standIn = screen.getByRole('button', { name: 'Project actions' });
  await act(async () => {});
  expect(loadMenu).not.toHaveBeenCalled();

  await act(async () => {
    fireEvent.pointerEnter(standIn);
    await loadMenu();
  });
  // The real trigger took the stand-in's place, still closed.
  const trigger = screen.getByRole('button', { name: 'Project actions' });
  expect(trigger).not.toBe(standIn);
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});
