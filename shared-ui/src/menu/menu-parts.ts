import { createContext, useContext } from 'react';
import type * as DropdownMenu from '@radix-ui/react-dropdown-menu';

/** Radix's dropdown menu, handed to the items by the Menu that loaded it (RadixMenu.tsx). */
export type MenuParts = typeof DropdownMenu;

export const MenuPartsContext = createContext<MenuParts | null>(null);

/** The menu's parts for an item: items are drawn only inside an open Menu, which has them. */
export function useMenuParts(): MenuParts {
  const parts = useContext(MenuPartsContext);
  if (!parts) throw new Error('Menu items belong inside a Menu');
  return parts;
}
