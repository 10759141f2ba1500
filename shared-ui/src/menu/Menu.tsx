import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { loadMenu, loadedMenu } from './load-menu.ts';
import { StandInTrigger, menuTrigger } from './MenuTrigger.tsx';
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

/**
 * Dropdown menu: arrow keys move, Enter selects, Escape closes and returns focus to the trigger.
 * Its code (load-menu.ts) arrives after the first menu is drawn; until then a stand-in trigger
 * shows, and a press on it opens the menu as soon as the code is there.
 */
export function Menu(props: MenuProps) {
  const [code, setCode] = useState(loadedMenu);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!code) loadMenu().then(setCode, () => undefined);
  }, [code]);

  if (code)
    return (
      <code.RadixMenu
        {...props}
        defaultOpen={props.defaultOpen || (pressed && props.open === undefined)}
        takeFocus={focused}
      />
    );
  const press = () => {
    setPressed(true);
    props.onOpenChange?.(true);
    loadMenu().then(setCode, () => undefined);
  };
  return menuTrigger(props.trigger, props.label, StandInTrigger, {
    onPress: press,
    onFocusChange: setFocused,
  });
}
