import { useEffect, useState } from 'react';
import { loadMenu, loadedMenu } from './load-menu.ts';
import type { MenuProps } from './menu-props.ts';
import { StandInTrigger, menuTrigger } from './MenuTrigger.tsx';
import './menu.css';

/**
 * Dropdown menu: arrow keys move, Enter selects, Escape closes and returns focus to the trigger.
 * Its code (load-menu.ts) is fetched when a user points at or presses a menu's trigger (or a
 * menu is opened by its owner): a page draws its menus without it, so a first load carries no
 * Radix. Until the code is there a stand-in trigger of the same size shows, and a press on it
 * (pointer, Enter, Space or Arrow Down) opens the menu as soon as the code arrives, with the focus
 * moved to the real trigger (and, opened by a key, to its first item). Focus alone fetches nothing: the stand-in keeps it until a press.
 */
export function Menu(props: MenuProps) {
  const [code, setCode] = useState(loadedMenu);
  const [pressed, setPressed] = useState<'pointer' | 'keyboard' | null>(null);
  const [focused, setFocused] = useState(false);
  const load = () => void loadMenu().then(setCode, () => undefined);
  const openedByOwner = Boolean(props.open || props.defaultOpen);
  useEffect(() => {
    if (!code && openedByOwner) loadMenu().then(setCode, () => undefined);
  }, [code, openedByOwner]);

  if (code)
    return (
      <code.RadixMenu
        {...props}
        defaultOpen={props.defaultOpen || (pressed !== null && props.open === undefined)}
        takeFocus={focused}
        focusFirstItem={pressed === 'keyboard'}
      />
    );
  const press = (by: 'pointer' | 'keyboard') => {
    setPressed(by);
    props.onOpenChange?.(true);
    load();
  };
  return menuTrigger(props.trigger, props.label, StandInTrigger, {
    onPress: press,
    onIntent: load,
    onFocusChange: setFocused,
  });
}
