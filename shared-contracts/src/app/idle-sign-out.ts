import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { errorTexts } from '../common/errors.ts';
import { notify, selectNotifications } from './notifications-slice.ts';

type WithNotifications = Parameters<typeof selectNotifications>[0];

/**
 * Tells the user they were signed out for inactivity (client spec section 4), once: the portal's
 * idle clock and the server refusing an idle sign-in's refresh may both end the same sign-in.
 */
export const noticeIdleSignOut =
  (): ThunkAction<void, WithNotifications, unknown, UnknownAction> => (dispatch, getState) => {
    const title = errorTexts.idleSignOut;
    if (selectNotifications(getState()).some((item) => item.title === title)) return;
    dispatch(notify({ type: 'info', title, duration: 'long' }));
  };
