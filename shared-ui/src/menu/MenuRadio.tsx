import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';
import { useMenuParts } from './menu-parts.ts';

export interface MenuRadioGroupProps<Value extends string> {
  value: Value;
  onValueChange: (value: Value) => void;
  children: ReactNode;
}

/** A set of mutually exclusive choices inside a Menu (menuitemradio), e.g. the view mode. */
export function MenuRadioGroup<Value extends string>({
  value,
  onValueChange,
  children,
}: MenuRadioGroupProps<Value>) {
  const DropdownMenu = useMenuParts();
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={(next) => onValueChange(next as Value)}>
      {children}
    </DropdownMenu.RadioGroup>
  );
}

export interface MenuRadioItemProps {
  value: string;
  children: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

export function MenuRadioItem({ value, children, icon, disabled }: MenuRadioItemProps) {
  const DropdownMenu = useMenuParts();
  return (
    <DropdownMenu.RadioItem
      value={value}
      disabled={disabled}
      className={cx('ui-menu__item', 'ui-menu__item--radio')}
    >
      {icon !== undefined && <span className="ui-menu__icon">{icon}</span>}
      <span className="ui-menu__label">{children}</span>
      <DropdownMenu.ItemIndicator className="ui-menu__indicator" />
    </DropdownMenu.RadioItem>
  );
}
