import { useEffect, useState } from 'react';
import { loadMenu, loadedMenu } from './load-menu.ts';
import type { MenuProps } from './menu-props.ts';
import { StandInTrigger, menuTrigger } from './MenuTrigger.tsx';
import './menu.css';

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
