import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { selectSignedIn, usePortalSelector } from '@portal/contracts';
import {
  forgetBusinessAccountVisit,
  rememberBusinessAccountVisit,
} from './business-account-memory.ts';

/**
 * The layout route around the business account and company invitation pages: a signed-out
 * visit is remembered (the child route's guard sends the visitor to sign in), a signed-in one
 * forgets it.
 */
export function RememberVisit() {
  const signedIn = usePortalSelector(selectSignedIn);
  const { pathname } = useLocation();
  useEffect(() => {
    if (signedIn) forgetBusinessAccountVisit();
    else rememberBusinessAccountVisit(`/v3${pathname}`);
  }, [signedIn, pathname]);
  return <Outlet />;
}
