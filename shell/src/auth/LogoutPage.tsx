import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useLogoutMutation } from '@portal/contracts/user/client';
import { PageSkeleton } from '../layout/PageSkeleton.tsx';

/** Signs out, then the login guard of every other page takes over. */
export function LogoutPage() {
  const [logout, { isUninitialized, isLoading }] = useLogoutMutation();
  useEffect(() => {
    void logout();
  }, [logout]);
  if (isUninitialized || isLoading) return <PageSkeleton />;
  return <Navigate to="/login" replace />;
}
