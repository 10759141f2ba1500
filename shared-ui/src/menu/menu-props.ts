import type { ReactNode } from 'react';

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
