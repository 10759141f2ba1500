import { useRef } from 'react';
import type { ReactElement, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconButton } from '../icon-button/IconButton.tsx';
import { CloseIcon } from '../icons/icons.tsx';
import { cx } from '../internal/cx.ts';
import './dialog.css';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
  /** Optional element that opens the dialog (uncontrolled use). */
  trigger?: ReactElement;
  title: ReactNode;
  /** Short text under the title, read out when the dialog opens. */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Buttons at the bottom, primary last. Wrap a cancel button in DialogClose to close on click. */
  actions?: ReactNode;
  size?: DialogSize;
  /** sidebar: a full-height panel sliding in from the start edge (the narrow-screen menu). */
  variant?: 'dialog' | 'sidebar';
  closeLabel?: string;
  /**
   * A body of text and tables only, which may scroll: it takes focus so the keyboard can scroll
   * it, having no field of its own to do so.
   */
  readingBody?: boolean;
  /** False while work is in progress: Escape, outside clicks and the close button do nothing. */
  dismissible?: boolean;
  /**
   * The dialog takes the screen's height whatever its body holds: a body that grows while open
   * (files landing) would otherwise move the centred dialog, all of it, at every change.
   */
  fullHeight?: boolean;
}

/** Re-exported Radix Close: `<DialogClose asChild><Button variant="secondary">Cancel</Button></DialogClose>`. */
export const DialogClose = DialogPrimitive.Close;

/** Modal dialog: focus is trapped inside, Escape and the close button call onOpenChange(false). */
export function Dialog({
  open,
  onOpenChange,
  defaultOpen,
  trigger,
  title,
  description,
  children,
  actions,
  size = 'md',
  variant = 'dialog',
  closeLabel = 'Close',
  dismissible = true,
  readingBody = false,
  fullHeight = false,
}: DialogProps) {
  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix returns focus to its Trigger only; a controlled dialog returns it to its opener.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const returnFocus = (event: Event) => {
    if (trigger || !opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="ui-dialog__overlay" />
        <DialogPrimitive.Content
          className={cx(
            'ui-dialog',
            variant === 'sidebar' ? 'ui-dialog--sidebar' : `ui-dialog--${size}`,
            fullHeight && 'ui-dialog--full-height',
          )}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          {...(description === undefined && { 'aria-describedby': undefined })}
        >
          <div className="ui-dialog__header">
            <DialogPrimitive.Title className="ui-dialog__title">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild disabled={!dismissible}>
              <IconButton label={closeLabel} icon={<CloseIcon />} showTooltip={false} />
            </DialogPrimitive.Close>
          </div>
          {description !== undefined && (
            <DialogPrimitive.Description className="ui-dialog__description">
              {description}
            </DialogPrimitive.Description>
          )}
          {children !== undefined && (
            <div className="ui-dialog__body" {...(readingBody && { tabIndex: 0 })}>
              {children}
            </div>
          )}
          {actions !== undefined && <div className="ui-dialog__actions">{actions}</div>}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
