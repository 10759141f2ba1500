import { isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Button, buttonClassName } from '../button/Button.tsx';
import { IconButton } from '../icon-button/IconButton.tsx';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { Tooltip } from '../tooltip/Tooltip.tsx';
import { MenuCheckItem, MenuItem } from './MenuItem.tsx';
import './menu.css';

/** One entry of `items`: an action (onSelect), a link (href) or a choice (checked). */
export interface MenuEntry {
  label: ReactNode;
  /** Stable key; defaults to the position. */
  id?: string;
  onSelect?: () => void;
  href?: string;
  external?: boolean;
  /** Marks the entry as a choice (menuitemcheckbox), e.g. the current view mode. */
  checked?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

export interface MenuProps {
  /**
   * A Button, IconButton, <button> or <a> element is used as the trigger itself. Anything else
   * (text, an icon, a greeting) is put inside a quiet button that Menu renders.
   */
  trigger: ReactNode;
  /** Entries, rendered before any children. */
  items?: readonly MenuEntry[];
  /** MenuItem, MenuLabel, MenuSeparator, MenuRadioGroup… */
  children?: ReactNode;
  /** Names the menu, and the trigger button Menu renders (also shown as its tooltip for non-text). */
  label?: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const triggerTypes: unknown[] = ['button', 'a', Button, IconButton];
const isTriggerElement = (node: ReactNode): node is ReactElement =>
  isValidElement(node) && triggerTypes.includes(node.type);

/** Dropdown menu: arrow keys move, Enter selects, Escape closes and returns focus to the trigger. */
export function Menu({
  trigger,
  items = [],
  children,
  label,
  side = 'bottom',
  align = 'end',
  ...root
}: MenuProps) {
  const isText = typeof trigger === 'string' || typeof trigger === 'number';
  let triggerElement: ReactElement<object>;
  if (isTriggerElement(trigger)) {
    triggerElement = <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>;
  } else {
    triggerElement = (
      <DropdownMenu.Trigger className={buttonClassName({ variant: 'quiet' })} aria-label={label}>
        <span className="ui-button__content">
          {trigger}
          {isText && <ChevronDownIcon size="1em" />}
        </span>
      </DropdownMenu.Trigger>
    );
    if (label && !isText) triggerElement = <Tooltip content={label}>{triggerElement}</Tooltip>;
  }
  return (
    <DropdownMenu.Root {...root}>
      {triggerElement}
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="ui-menu"
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
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
  );
}
