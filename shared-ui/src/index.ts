// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- makes *.css imports type-check in every consumer
/// <reference path="./css.d.ts" />
// @portal/ui: tokens, base styles and presentational components shared by the shell and remotes.
// Named exports only. Importing any component also brings in tokens.css and its own stylesheet.
import './tokens.css';
// The stylesheets that several entries share, in the one order every entry imports them: a chunk
// that two entries share has a single order for its CSS, and entries that reach these sheets by
// their components in different orders leave it none (webpack's "Conflicting order" warning).
// Each entry lists, before its exports, the ones it uses, in this order.
import './icons/icons.css';
import './spinner/spinner.css';
import './button/button.css';
import './tooltip/tooltip.css';

export {
  applyBodyClasses,
  bodyClassesFor,
  THEME_CLASSES,
  VIEW_MODE_CLASSES,
} from './theme/body-classes.ts';
export type { ThemeName, ViewMode } from './theme/body-classes.ts';

export * from './icons/icons.tsx';

export { Button, buttonClassName } from './button/Button.tsx';
export type {
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonOwnProps,
  ButtonProps,
  ButtonSize,
  ButtonStyleProps,
  ButtonVariant,
} from './button/Button.tsx';
export { IconButton } from './icon-button/IconButton.tsx';
export type { IconButtonProps } from './icon-button/IconButton.tsx';
export { Tooltip, TOOLTIP_DELAY_MS } from './tooltip/Tooltip.tsx';
export type { TooltipProps } from './tooltip/Tooltip.tsx';
export { ExternalLink, linkClassName } from './link/Link.tsx';
export { TabLinks, tabLinkClassName } from './tab-links/TabLinks.tsx';
export type { ExternalLinkProps, LinkVariant } from './link/Link.tsx';

export { Menu } from './menu/Menu.tsx';
export type { MenuEntry, MenuProps } from './menu/menu-props.ts';
export { MenuCheckItem, MenuItem, MenuLabel, MenuSeparator } from './menu/MenuItem.tsx';
export type { MenuCheckItemProps, MenuItemProps } from './menu/MenuItem.tsx';
export { MenuRadioGroup, MenuRadioItem } from './menu/MenuRadio.tsx';
export type { MenuRadioGroupProps, MenuRadioItemProps } from './menu/MenuRadio.tsx';

export { Notification } from './notification/Notification.tsx';
export type {
  NotificationItem,
  NotificationKind,
  NotificationLabels,
  NotificationProps,
} from './notification/Notification.tsx';
export { NotificationCenter } from './notification/NotificationCenter.tsx';
export type { NotificationCenterProps } from './notification/NotificationCenter.tsx';

export { EmptyState } from './feedback/EmptyState.tsx';
export type { EmptyStateProps } from './feedback/EmptyState.tsx';
export { ErrorState } from './feedback/ErrorState.tsx';
export type { ErrorStateProps } from './feedback/ErrorState.tsx';
export { QueryState } from './feedback/QueryState.tsx';
export type { QueryStateProps, QueryStateQuery } from './feedback/QueryState.tsx';
export { Skeleton } from './skeleton/Skeleton.tsx';
export { PageLoading, lazyPage } from './skeleton/PageLoading.tsx';
// Dialogs and panels fetched when first opened, out of the first load of the screen holding them.
export { LazyDialog } from './lazy/LazyDialog.tsx';
export { lazyNamed } from './lazy/lazy-named.ts';
export type { SkeletonProps, SkeletonVariant } from './skeleton/Skeleton.tsx';
export { Spinner } from './spinner/Spinner.tsx';
export type { SpinnerProps, SpinnerSize } from './spinner/Spinner.tsx';
export { StatusChip } from './status-chip/StatusChip.tsx';
export type { StatusChipProps, StatusTone } from './status-chip/StatusChip.tsx';
export type { HeadingLevel } from './internal/Heading.tsx';

export { Page } from './page/Page.tsx';
export type { PageProps } from './page/Page.tsx';
export { Card } from './card/Card.tsx';
export type { CardProps } from './card/Card.tsx';

export { FloatingActions } from './floating-actions/FloatingActions.tsx';
export type { FloatingActionsProps } from './floating-actions/FloatingActions.tsx';
export { ThemeToggle } from './floating-actions/ThemeToggle.tsx';
export type { ThemeToggleProps } from './floating-actions/ThemeToggle.tsx';
export { ViewModeMenu } from './floating-actions/ViewModeMenu.tsx';
export type { ViewModeMenuProps } from './floating-actions/ViewModeMenu.tsx';
export { ViewModeHint } from './view-mode-hint/ViewModeHint.tsx';
export type { ViewModeHintProps } from './view-mode-hint/ViewModeHint.tsx';
