import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Card } from '@portal/ui';
import { headerModeFor, selectSignedIn, usePortalSelector } from '@portal/contracts';
import { Logo } from '../header/Logo.tsx';
import './account.css';

/**
 * The login page's centred card: logo, title and one step of an account flow. Where the path
 * keeps the header (e.g. /v3/set-password) the header's logo stands in for the card's.
 */
export function AccountScreen({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const signedIn = usePortalSelector(selectSignedIn);
  const headless = headerModeFor(`/v3${pathname}`, signedIn) === 'headless';
  return (
    <div className={headless ? 'shell-auth-screen' : 'shell-auth-screen account-below-header'}>
      {headless && <Logo />}
      <Card className="shell-auth-card">
        <h1 className="shell-auth-title">{title}</h1>
        {children}
      </Card>
    </div>
  );
}

export const backToLogin = [{ to: '/login', text: 'Back to log in' }];

/** The links under a form, e.g. back to the login page. */
export function AccountLinks({ links }: { links: ReadonlyArray<{ to: string; text: string }> }) {
  return (
    <p className="shell-auth-links">
      {links.map(({ to, text }) => (
        <Link key={to} to={to}>
          {text}
        </Link>
      ))}
    </p>
  );
}
