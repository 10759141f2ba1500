import type { ReactNode, SVGProps } from 'react';
import { cx } from '../internal/cx.ts';
import './icons.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height; defaults to 1.25em so the icon follows the text around it. */
  size?: number | string;
  /** Gives the icon an accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

function createIcon(displayName: string, shapes: ReactNode): IconComponent {
  function Icon({ size = '1.25em', title, className, ...rest }: IconProps) {
    const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={cx('ui-icon', className)}
        {...a11y}
        {...rest}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

const sunRays =
  'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4';
const eye = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z';

export const SunIcon = createIcon('SunIcon', [
  <circle key="c" cx="12" cy="12" r="4" />,
  <path key="p" d={sunRays} />,
]);
export const MoonIcon = createIcon(
  'MoonIcon',
  <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />,
);
export const MenuIcon = createIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);
export const CloseIcon = createIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const UserIcon = createIcon('UserIcon', [
  <circle key="c" cx="12" cy="8" r="4" />,
  <path key="p" d="M4 21a8 8 0 0 1 16 0" />,
]);
export const CompactIcon = createIcon(
  'CompactIcon',
  <path d="M4 5h16M4 9.7h16M4 14.3h16M4 19h16" />,
);
export const StandardIcon = createIcon('StandardIcon', [
  <rect key="a" x="4" y="4" width="16" height="6" rx="1" />,
  <rect key="b" x="4" y="14" width="16" height="6" rx="1" />,
]);
export const InfoIcon = createIcon('InfoIcon', [
  <circle key="c" cx="12" cy="12" r="10" />,
  <path key="p" d="M12 16v-4M12 8h.01" />,
]);
export const SuccessIcon = createIcon('SuccessIcon', [
  <circle key="c" cx="12" cy="12" r="10" />,
  <path key="p" d="m8 12 3 3 5-6" />,
]);
export const WarningIcon = createIcon('WarningIcon', [
  <path
    key="t"
    d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
  />,
  <path key="p" d="M12 9v4M12 17h.01" />,
]);
export const ErrorIcon = createIcon('ErrorIcon', [
  <circle key="c" cx="12" cy="12" r="10" />,
  <path key="p" d="m15 9-6 6M9 9l6 6" />,
]);
export const RetryIcon = createIcon('RetryIcon', [
  <path key="a" d="M3 12a9 9 0 0 1 15.4-6.4L21 8M21 3v5h-5" />,
  <path key="b" d="M21 12a9 9 0 0 1-15.4 6.4L3 16M3 21v-5h5" />,
]);
export const ExternalIcon = createIcon('ExternalIcon', [
  <path key="a" d="M15 3h6v6M10 14 21 3" />,
  <path key="b" d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
]);
export const EyeIcon = createIcon('EyeIcon', [
  <path key="e" d={eye} />,
  <circle key="c" cx="12" cy="12" r="3" />,
]);
export const EyeOffIcon = createIcon('EyeOffIcon', [
  <path key="e" d={eye} />,
  <path key="s" d="M3 3l18 18" />,
]);
