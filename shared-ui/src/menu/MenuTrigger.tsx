import { cloneElement, isValidElement } from 'react';
import type { ComponentType, KeyboardEvent, PointerEvent, ReactElement, ReactNode } from 'react';
import { Button, buttonClassName } from '../button/Button.tsx';
import { IconButton } from '../icon-button/IconButton.tsx';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { composeHandlers, type OwnHandler } from '../internal/compose-handlers.ts';
import { Tooltip } from '../tooltip/Tooltip.tsx';

/** What a trigger component takes: Radix's Trigger, or the stand-in drawn before it arrives. */
export interface TriggerSlotProps {
  asChild?: boolean;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

const triggerTypes: unknown[] = ['button', 'a', Button, IconButton];
const isTriggerElement = (node: ReactNode): node is ReactElement =>
  isValidElement(node) && triggerTypes.includes(node.type);

/**
 * The menu's trigger made of `Trigger`: a Button, IconButton, <button> or <a> is the trigger
 * itself; anything else goes inside a quiet button, with `label` as its tooltip unless it is text.
 */
export function menuTrigger<Extra extends object>(
  trigger: ReactNode,
  label: string | undefined,
  Trigger: ComponentType<TriggerSlotProps & Extra>,
  extra: Extra,
): ReactElement {
  if (isTriggerElement(trigger))
    return (
      <Trigger asChild {...extra}>
        {trigger}
      </Trigger>
    );
  const isText = typeof trigger === 'string' || typeof trigger === 'number';
  const button = (
    <Trigger className={buttonClassName({ variant: 'quiet' })} aria-label={label} {...extra}>
      <span className="ui-button__content">
        {trigger}
        {isText && <ChevronDownIcon size="1em" />}
      </span>
    </Trigger>
  );
  return label && !isText ? <Tooltip content={label}>{button}</Tooltip> : button;
}

type Handled = 'onPointerEnter' | 'onPointerDown' | 'onKeyDown' | 'onFocus' | 'onBlur';
type HandlerProps = Partial<Record<Handled, OwnHandler>>;

export interface StandInProps extends TriggerSlotProps, HandlerProps {
  /** Pressed before the menu's code arrived, by a pointer or a key. */
  onPress: (by: 'pointer' | 'keyboard') => void;
  /** Pointed at: the menu's code is likely wanted soon. */
  onIntent: () => void;
  /** Whether it holds the focus, which the real trigger then takes over. */
  onFocusChange: (focused: boolean) => void;
}

// The presses that open Radix's menu: a primary pointer press, or Enter, Space or Arrow Down.
const opensMenu = (event: PointerEvent<HTMLElement>) => event.button === 0 && !event.ctrlKey;
const opensMenuByKey = (event: KeyboardEvent<HTMLElement>) =>
  ['Enter', ' ', 'ArrowDown'].includes(event.key);

/**
 * The trigger as Radix draws it, closed, while the menu's code downloads: the same element in the
 * same place, so nothing moves when the real one takes its place. A press is remembered.
 */
export function StandInTrigger({
  asChild,
  children,
  onPress,
  onIntent,
  onFocusChange,
  onPointerEnter,
  onPointerDown,
  onKeyDown,
  onFocus,
  onBlur,
  ...props
}: StandInProps) {
  const child = asChild && isValidElement<HandlerProps>(children) ? children : null;
  // A wrapping Tooltip's handler, then the trigger element's, run before the stand-in's.
  const own = (name: Handled, handler: OwnHandler) => [handler, child?.props[name]];
  const standIn = {
    ...props,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: composeHandlers(own('onPointerEnter', onPointerEnter), onIntent),
    onPointerDown: composeHandlers(
      own('onPointerDown', onPointerDown),
      (event: PointerEvent<HTMLElement>) => {
        if (opensMenu(event)) onPress('pointer');
      },
    ),
    onKeyDown: composeHandlers(own('onKeyDown', onKeyDown), (event: KeyboardEvent<HTMLElement>) => {
      if (!opensMenuByKey(event)) return;
      event.preventDefault();
      onPress('keyboard');
    }),
    onFocus: composeHandlers(own('onFocus', onFocus), () => onFocusChange(true)),
    onBlur: composeHandlers(own('onBlur', onBlur), () => onFocusChange(false)),
  };
  return child ? cloneElement(child, standIn) : <button {...standIn}>{children}</button>;
}
