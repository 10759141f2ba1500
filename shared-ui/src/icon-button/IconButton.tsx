import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonClassName } from '../button/Button.tsx';
import type { ButtonSize, ButtonVariant } from '../button/Button.tsx';
import { Tooltip } from '../tooltip/Tooltip.tsx';
import type { TooltipProps } from '../tooltip/Tooltip.tsx';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** Required accessible name; also shown as the tooltip. Say what it does: "Close", "Switch to dark theme". */
  label: string;
  /** The icon; it may also be given as children. */
  icon?: ReactNode;
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  tooltipSide?: TooltipProps['side'];
  /** Set false only where the icon is universally understood and focus lands on it at once (a dialog's close). */
  showTooltip?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  children,
  variant = 'quiet',
  size = 'md',
  tooltipSide,
  showTooltip = true,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const button = (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={buttonClassName({ variant, size }, 'ui-button--icon', className)}
    >
      {icon ?? children}
    </button>
  );
  if (!showTooltip) return button;
  return (
    <Tooltip content={label} side={tooltipSide}>
      {button}
    </Tooltip>
  );
}
