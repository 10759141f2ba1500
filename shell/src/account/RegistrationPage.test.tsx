import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

async function fillAndSubmit(fields: { email: string; firstname: string; lastname: string }) {
  await userEvent.type(await screen.findByLabelText('Email'), fields.email);
  await userEvent.type(screen.getByLabelText('First name'), fields.firstname);
  await userEvent.type(screen.getByLabelText('Last name'), fields.lastname);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

const nora = { email: ' nora@example.test ', firstname: 'Nora', lastname: 'Quinn' };

describe('registration', () => {
  it('names missing and invalid fields in the spec words', async () => {
    renderShell({ path: '/registration' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.tab();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('takes the focus to the first field to fix after a refused submit', async () => {
    renderShell({ path: '/registration' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Email'), 'nora@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('sends the fields with an empty bot-check token and says where the link went', async () => {
    const { server } = renderShell({ path: '/registration' });
    server.on('POST', '/v1/user/create', () => json(200, { isSuccess: true }));
    await fillAndSubmit(nora);

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have sent an activation link to nora@example.test.',
    );
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    const sent = server.requests.find((r) => r.url.endsWith('/v1/user/create'))!;
    expect(Object.fromEntries(new URLSearchParams(await sent.text()))).toEqual({
      email: 'nora@example.test',
      firstname: 'Nora',
      lastname: 'Quinn',
      captcha: '',
    });
  });

  it("puts the server's field messages on their fields and the rest above the button", async () => {
    const { server } = renderShell({ path: '/registration' });
    server.on('POST', '/v1/user/create', () =>
      json(422, [
        { field: 'email', message: 'Must be a valid email address' },
        { field: 'lastname', message: 'Max length is 100' },
        { field: 'captcha', message: 'The bot check failed. Please try again.' },
      ]),
    );
    await fillAndSubmit(nora);
    expect(await screen.findByText('Must be a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Must be a valid email address',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Max length is 100');
    expect(screen.getByRole('alert')).toHaveTextContent('The bot check failed. Please try again.');

    await userEvent.type(screen.getByLabelText('Last name'), 'x');
    expect(screen.queryByText('Max length is 100')).toBeNull();
  });

  it('says something went wrong for any other failure', async () => {
    const { server } = renderShell({ path: '/registration' });
    server.on('POST', '/v1/user/create', () => json(500, {}));
    await fillAndSubmit(nora);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('is headless, with the logo above the card, and links to the login page', async () => {
    const { location } = renderShell({ path: '/registration' });
    expect(await screen.findByRole('link', { name: 'Transcription portal website' })).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
    await userEvent.click(
      await screen.findByRole('link', { name: 'Already have an account? Log in' }),
    );
    expect(location().pathname).toBe('/login');
  });

  it('is for visitors only', async () => {
    const { location } = renderShell({ path: '/registration', signedInAs: testUser(Role.CLIENT) });
    await waitFor(() => expect(location().pathname).toBe('/library/my'));
  });
});
