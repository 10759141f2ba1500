import { Link } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { Menu, MenuItem } from '@portal/ui';
import { meetingMedia as media, renderPayment, requestsTo } from '../../testing/payment-api.tsx';
import { PaymentPage } from './PaymentPage.tsx';

const formOf = (title: string) => screen.findByRole('form', { name: title });
const leaveLink = () => screen.getByRole('link', { name: 'Change files or options' });
const question = () =>
  screen.findByRole('dialog', { name: 'Leave without saving the meeting details?' });

async function editTitle(user: UserEvent) {
  const form = await formOf('meeting-1.wav');
  await user.type(within(form).getByLabelText('Meeting title', { exact: false }), 'Board');
  return form;
}

/** Whether the browser would ask before unloading the page (a reload, a closed tab). */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the payment page’s leave guard', () => {
  it('asks before leaving edited, unsaved details; Stay keeps them', async () => {
    const user = userEvent.setup();
    const { location } = renderPayment([media(1, 6)]);
    const form = await editTitle(user);
    await user.click(leaveLink());
    const dialog = await question();
    expect(dialog).toHaveAccessibleDescription(
      'You have changed meeting details that are not saved yet. If you leave now, the changes are lost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(location().pathname).toBe('/fileupload/payment');
    expect(within(form).getByLabelText('Meeting title', { exact: false })).toHaveValue('Board');
  });

  it('leaves when the client chooses to, without saving', async () => {
    const user = userEvent.setup();
    const { location, server } = renderPayment([media(1, 6)]);
    await editTitle(user);
    await user.click(leaveLink());
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location().pathname).toBe('/fileupload/addfiles'));
    expect(requestsTo(server, 'PUT', '/v1/media/1')).toHaveLength(0);
  });

  it('has the browser ask before unloading with edits, and not once the client chose to leave', async () => {
    const user = userEvent.setup();
    renderPayment([media(1, 6)]);
    await formOf('meeting-1.wav');
    expect(unloadAsks()).toBe(false);
    await editTitle(user);
    expect(unloadAsks()).toBe(true);
    await user.click(leaveLink());
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await screen.findByRole('heading', { name: 'Upload files' });
    expect(unloadAsks()).toBe(false);
  });

  it('does not ask without edits', async () => {
    const user = userEvent.setup();
    const { location } = renderPayment([media(1, 6)]);
    await formOf('meeting-1.wav');
    await user.click(leaveLink());
    await waitFor(() => expect(location().pathname).toBe('/fileupload/addfiles'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask once the edits are saved', async () => {
    const user = userEvent.setup();
    const { location } = renderPayment([
      media(1, 6, {
        meetingTitle: '',
        meetingDate: '2026-03-02',
        meetingAttendees: [{ attendeeName: 'Ada Lovelace', jobTitle: '' }],
      }),
    ]);
    const form = await editTitle(user);
    await user.click(within(form).getByRole('button', { name: 'Save meeting details' }));
    expect(await within(form).findByText('Saved')).toBeVisible();
    expect(unloadAsks()).toBe(false);
    await user.click(leaveLink());
    await waitFor(() => expect(location().pathname).toBe('/fileupload/addfiles'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  /**
   * The shell's user menu (shell/src/header/UserMenu.tsx) as it is built: @portal/ui's Menu with
   * router links as its items. A remote's test cannot mount the shell, so its header is stood in
   * for by the same parts; the e2e journey (meeting-details.spec.ts) uses the real one.
   */
  function UserMenu() {
    return (
      <Menu label="Hi, Ada, user menu" trigger="Hi, Ada">
        <MenuItem asChild>
          <Link to="/profile">Profile</Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/logout">Logout</Link>
        </MenuItem>
      </Menu>
    );
  }

  it('asks when Profile is picked from the user menu, and goes there once the client leaves', async () => {
    const user = userEvent.setup();
    const pages = [
      {
        path: 'fileupload/payment',
        element: (
          <>
            <UserMenu />
            <PaymentPage />
          </>
        ),
      },
      { path: 'profile', element: <h1>Profile</h1> },
    ];
    const { location } = renderPayment([media(1, 6)], { pages });
    await editTitle(user);
    await user.click(screen.getByRole('button', { name: 'Hi, Ada, user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));

    const dialog = await question();
    expect(location().pathname).toBe('/fileupload/payment');
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location().pathname).toBe('/profile'));
  });
});
