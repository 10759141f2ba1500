import '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { testUser } from '@portal/contracts/user/test-user';
import { CurrentUserProvider } from '../auth/CurrentUserProvider.tsx';
import { UserMenu } from './UserMenu.tsx';

/** A page holding every link click to ask first, as the payment page's leave guard does. */
function holdLinkClicks(event: MouseEvent) {
  if ((event.target as Element).closest('a[href]')) event.preventDefault();
}

afterEach(() => window.removeEventListener('click', holdLinkClicks, true));

it('closes once an entry is picked, even when the page holds the click to ask first', async () => {
  window.addEventListener('click', holdLinkClicks, true);
  const userMenu = (
    <CurrentUserProvider>
      <UserMenu />
    </CurrentUserProvider>
  );
  const { location } = renderRoutes([{ path: '*', element: userMenu }], {
    path: '/fileupload/payment',
    signedInAs: testUser(Role.CLIENT, { firstname: 'Ada' }),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Hi, Ada, user menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }));

  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(location().pathname).toBe('/fileupload/payment');
});
