import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  IDLE_SAMPLE_MS,
  STORAGE_KEYS,
  idleLimitMs,
  noticeIdleSignOut,
  usePortalDispatch,
  type User,
} from '@portal/contracts';
import { useLogoutMutation } from '@portal/contracts/user/client';

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

const readLast = (): number => Number(localStorage.getItem(STORAGE_KEYS.lastInteraction)) || 0;
const writeLast = (at: number) => localStorage.setItem(STORAGE_KEYS.lastInteraction, String(at));

/**
 * Signs an idle user out. Interaction is sampled every second into local storage, so every tab
 * of the portal shares one idea of the last interaction (client spec sections 4 and 9).
 *
 * `signedInHere` says whether the session began with a sign-in on this page, which counts as an
 * interaction. Otherwise the session was restored (a reload, a new tab) and the clock goes on from
 * the stored last interaction: mounting is not an interaction, so a reload after the limit signs
 * the user out at once.
 */
export function useIdleLogout(user: User | undefined, signedInHere: boolean): void {
  const [logout] = useLogoutMutation();
  const dispatch = usePortalDispatch();
  const navigate = useNavigate();
  const limit = user ? idleLimitMs(user.role, user.mfaEnabled) : null;

  useEffect(() => {
    if (limit === null) return undefined;
    const mountedAt = Date.now();
    if (signedInHere) writeLast(mountedAt);
    // A restored session with no record at all starts counting now, without claiming an interaction.
    const since = readLast() || mountedAt;
    let active = false;
    const mark = () => {
      active = true;
    };
    const sample = () => {
      const now = Date.now();
      if (active) writeLast(now);
      active = false;
      if (now - Math.max(readLast(), since) < limit) return;
      clearInterval(timer);
      dispatch(noticeIdleSignOut());
      void logout().then(() => navigate('/login', { replace: true }));
    };
    for (const name of activityEvents) window.addEventListener(name, mark, { passive: true });
    const timer = setInterval(sample, IDLE_SAMPLE_MS);
    sample();
    return () => {
      clearInterval(timer);
      for (const name of activityEvents) window.removeEventListener(name, mark);
    };
  }, [limit, signedInHere, logout, dispatch, navigate]);
}
