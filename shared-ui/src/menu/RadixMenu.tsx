import { useLayoutEffect, useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MenuCheckItem, MenuItem } from './MenuItem.tsx';
import { MenuPartsContext } from './menu-parts.ts';
import type { MenuProps } from './menu-props.ts';
import { menuTrigger } from './MenuTrigger.tsx';

interface RadixMenuProps extends MenuProps {
  /** The stand-in it replaces had the focus: the real trigger takes it. */
  takeFocus: boolean;
  /**
   * The stand-in was opened by a key: its first item takes the focus, as Radix gives it when its
   * own trigger is opened by a key (Radix saw no key press, having loaded after it).
   */
  focusFirstItem: boolean;
}

const focusFirst = (event: Event) => {
  const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
    '[role^="menuitem"]:not([data-disabled])',
  );
  if (!first) return;
  event.preventDefault();
  first.focus();
};

/** Dropdown menu: arrow keys move, Enter selects, Escape closes and returns focus to the trigger. */
export function RadixMenu({
  trigger,
  items = [],
  children,
  label,
  side = 'bottom',
  align = 'end',
  takeFocus,
  focusFirstItem,
  ...root
}: RadixMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) triggerRef.current?.focus();
  }, [takeFocus]);
  return (
    <MenuPartsContext value={DropdownMenu}>
      <DropdownMenu.Root {...root}>
        {menuTrigger(trigger, label, DropdownMenu.Trigger, { ref: triggerRef })}
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="ui-menu"
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            aria-label={label}
            {...(focusFirstItem && { onOpenAutoFocus: focusFirst })}
          >
            {items.map(({ id, label: text, checked, onSelect, ...entry }, index) =>
              checked === undefined ? (
                <MenuItem key={id ?? index} onSelect={onSelect} {...entry}>
                  {text}
                </MenuItem>
              ) : (
                <MenuCheckItem key={id ?? index} checked={checked} onSelect={onSelect} {...entry}>
                  {text}
                </MenuCheckItem>
              ),
            )}
            {children}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </MenuPartsContext>
  );
}
