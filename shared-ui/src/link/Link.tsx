import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { ExternalIcon } from '../icons/icons.tsx';
import { cx } from '../internal/cx.ts';
import './link.css';

export type LinkVariant = 'default' | 'quiet' | 'standalone';

/**
 * The classes of a text link, for any element that renders an <a> (e.g. a router Link):
 *   <Link to="/v3/profile" className={linkClassName()}>Profile</Link>
 * default: underlined, link colour; quiet: text colour, underline on hover (menus, footers);
 * standalone: a link on its own line, medium weight, no underline until hover.
 */
export function linkClassName(variant: LinkVariant = 'default', className?: string): string {
  return cx('ui-link', variant !== 'default' && `ui-link--${variant}`, className);
}

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target'> {
  href: string;
  children: ReactNode;
  variant?: LinkVariant;
  /** Open in a new tab (default) and say so to screen readers. */
  newTab?: boolean;
  newTabLabel?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to another site (help centre, marketing pages), marked with the External icon. */
export function ExternalLink({
  children,
  variant = 'default',
  newTab = true,
  newTabLabel = '(opens in a new tab)',
  className,
  rel,
  ...anchor
}: ExternalLinkProps) {
  return (
    <a
      {...anchor}
      {...(newTab && { target: '_blank' })}
      rel={rel ?? 'noopener noreferrer'}
      className={linkClassName(variant, className)}
    >
      {children}
      <ExternalIcon size="0.9em" className="ui-link__external" />
      {newTab && <span className="ui-visually-hidden"> {newTabLabel}</span>}
    </a>
  );
}
