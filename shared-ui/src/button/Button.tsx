import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../internal/cx.ts';
import { Spinner } from '../spinner/Spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export interface ButtonOwnProps extends ButtonStyleProps {
  /** Disables the button, marks it aria-busy and shows a spinner over the unchanged label. */
  loading?: boolean;
  /** Read out after the label while loading. */
  loadingLabel?: string;
  /** Leading icon. */
  icon?: ReactNode;
  /** Trailing icon, e.g. ChevronDownIcon or ExternalIcon. */
  iconEnd?: ReactNode;
  children?: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined; ref?: Ref<HTMLButtonElement> };
export type ButtonAsLinkProps = ButtonOwnProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };
/** A <button>, or an <a> styled as a button when `href` is given. */
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** The classes of a button, for elements this component cannot render (e.g. a router Link). */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps = {},
  ...extra: Array<string | false | undefined>
): string {
  return cx(
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    fullWidth && 'ui-button--full',
    ...extra,
  );
}

function Content({ icon, iconEnd, children, loading, loadingLabel }: ButtonOwnProps) {
  return (
    <>
      <span className="ui-button__content">
        {icon}
        {children !== undefined && <span className="ui-button__label">{children}</span>}
        {iconEnd}
      </span>
      {loading && (
        <span className="ui-button__busy">
          <Spinner size="sm" decorative />
          <span className="ui-visually-hidden">{loadingLabel}</span>
        </span>
      )}
    </>
  );
}

type OwnKeys = keyof ButtonOwnProps | 'className';

export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, loading = false, loadingLabel = 'Loading', className } = props;
  const { icon, iconEnd, children } = props;
  const classes = buttonClassName(
    { variant, size, fullWidth },
    loading && 'ui-button--loading',
    className,
  );
  const content = <Content {...{ icon, iconEnd, children, loading, loadingLabel }} />;
  const busy = loading || undefined;

  if (typeof props.href === 'string') {
    const { href, ...anchor } = omitOwn(props) as Omit<ButtonAsLinkProps, OwnKeys>;
    return (
      <a
        {...anchor}
        href={loading ? undefined : href}
        aria-disabled={busy ?? anchor['aria-disabled']}
        aria-busy={busy}
        className={classes}
      >
        {content}
      </a>
    );
  }
  const {
    type = 'button',
    disabled,
    ...button
  } = omitOwn(props) as Omit<ButtonAsButtonProps, OwnKeys>;
  return (
    <button
      {...button}
      type={type}
      disabled={disabled || loading}
      aria-busy={busy}
      className={classes}
    >
      {content}
    </button>
  );
}

function omitOwn(props: ButtonProps) {
  const { variant: _v, size: _s, fullWidth: _f, loading: _l, loadingLabel: _ll, ...rest } = props;
  const { icon: _i, iconEnd: _ie, children: _c, className: _cn, ...html } = rest;
  return html;
}
