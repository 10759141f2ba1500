import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { loadMenu } from './load-menu.ts';
import { Menu } from './Menu.tsx';
import { MenuItem } from './MenuItem.tsx';

// Not '@portal/ui/testing', which fetches the menu's code up front: here the stand-in trigger
// is what the first render draws, as on a page whose first menu has just appeared.
it('draws a stand-in trigger until its code arrives, and opens on a press made before', async () => {
  const onRename = jest.fn();
  render(
    <Menu trigger="Actions" label="Project actions">
      <MenuItem onSelect={onRename}>Rename</MenuItem>
    </Menu>,
  );
  const standIn = screen.getByRole('button', { name: 'Project actions' });
  expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
  expect(standIn).toHaveAttribute('aria-expanded', 'false');

  act(() => standIn.focus());
  await act(async () => {
    fireEvent.keyDown(standIn, { key: 'Enter' });
    await loadMenu();
  });
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
  expect(onRename).toHaveBeenCalledTimes(1);
  // The real trigger took the stand-in's place; closing the menu returns the focus to it.
  const trigger = screen.getByRole('button', { name: 'Project actions' });
  expect(trigger).not.toBe(standIn);
  expect(trigger).toHaveFocus();
});
