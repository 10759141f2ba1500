import { Suspense, lazy, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { headerModeFor, selectMaintenance, usePortalSelector } from '@portal/contracts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { LazyCustomerChat } from '../chat/lazy-chat.tsx';
import { Header } from '../header/Header.tsx';
import { NotificationHost } from '../notifications/NotificationHost.tsx';
import { PreferenceControls } from '../preferences/PreferenceControls.tsx';
import { ViewModeHintNote } from '../preferences/ViewModeHintNote.tsx';
import { useBodyClasses } from './useBodyClasses.ts';
import { useProfileFailureNotice } from './useProfileFailureNotice.ts';

// Shown on one page only (upload without a user), so the first load does not carry it.
const LoggedOutHeader = lazy(() =>
  import('../header/LoggedOutHeader.tsx').then((m) => ({ default: m.LoggedOutHeader })),
);

// Only signed-in users need these, so visitors' first load does not carry them.
const SignedInServices = lazy(() =>
  import('../security/SignedInServices.tsx').then((m) => ({ default: m.SignedInServices })),
);

/**
 * Whether this page has seen the user signed out; if so, the current session began with a
 * sign-in here rather than being restored from storage (the idle clock needs to know).
 */
function useSignedOutHere(signedIn: boolean): boolean {
  const [seen, setSeen] = useState(!signedIn);
  if (!signedIn && !seen) setSeen(true);
  return seen;
}

/** The frame around every screen: header by path, content, notifications, preferences. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const maintenance = usePortalSelector(selectMaintenance);
  const { signedIn } = useCurrentUser();
  const signedInHere = useSignedOutHere(signedIn);
  const [viewMenuOpen, setViewMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useBodyClasses();
  useProfileFailureNotice();
  const onMaintenancePage = pathname === '/maintenance';
  if (maintenance !== onMaintenancePage)
    return <Navigate to={maintenance ? '/maintenance' : '/'} replace />;
  const mode = headerModeFor(`/v3${pathname}`, signedIn);
  return (
    <>
      <a className="shell-skip-link" href="#main">
        Skip to content
      </a>
      {mode === 'default' && <Header />}
      {mode === 'logged-out' && (
        <Suspense fallback={<div className="shell-header-placeholder" />}>
          <LoggedOutHeader />
        </Suspense>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInServices signedInHere={signedInHere} />
        </Suspense>
      )}
      {/* A screen without the header (login, registration…) and one with it are drawn in
          different frames: between them the content is replaced, not moved down the header's
          height (a layout shift of the whole screen). */}
      <main
        key={mode === 'headless' ? 'bare' : 'framed'}
        id="main"
        ref={main}
        className="shell-main"
        tabIndex={-1}
      >
        <ViewModeHintNote
          onShow={() => setViewMenuOpen(true)}
          onDismissed={() => main.current?.focus()}
        />
        <Outlet />
      </main>
      <NotificationHost />
      <PreferenceControls viewMenuOpen={viewMenuOpen} onViewMenuOpenChange={setViewMenuOpen} />
      <LazyCustomerChat />
    </>
  );
}
