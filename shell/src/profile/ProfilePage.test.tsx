import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, type MfaSettings } from '@portal/contracts';
import { json } from '@portal/contracts/testing/fake-server';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

const off: MfaSettings = {
  id: 9,
  totp: false,
  sms: false,
  smsPhone: null,
  smsAvailable: true,
  recoveryCodesLeft: 0,
};

function renderProfile(role: Role = Role.CLIENT, mfa: MfaSettings = off) {
  const user = testUser(role, { mfaEnabled: mfa.totp || mfa.sms });
  const rendered = renderShell({
    path: '/profile',
    signedInAs: user,
    handlers: (server) => server.on('POST', '/v1/multi-factor-auth', () => json(200, mfa)),
  });
  return { ...rendered, user };
}

const bodyOf = async (request: Request | undefined) => new URLSearchParams(await request?.text());

describe('personal details', () => {
  it('saves the changed details', async () => {
    const { server, user } = renderProfile();
    server.on('PUT', `/v1/user/${user.id}`, () => json(200, { isSuccess: true, payload: user }));
    const form = (await screen.findByRole('heading', { name: 'Personal details' })).closest(
      'section',
    )!;
    const firstName = within(form).getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Annie');
    await userEvent.type(within(form).getByLabelText('Extra instructions'), 'British spelling');
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    const body = await bodyOf(server.requests.find((r) => r.method === 'PUT'));
    expect(body.get('firstname')).toBe('Annie');
    expect(body.get('profile[extra_instructions]')).toBe('British spelling');
  });

  it("checks fields as the spec says and shows the server's field messages", async () => {
    const { server, user } = renderProfile();
    server.on('PUT', `/v1/user/${user.id}`, () =>
      json(422, [{ field: 'profile.mobile', message: 'Number not reachable' }]),
    );
    const form = (await screen.findByRole('heading', { name: 'Personal details' })).closest(
      'section',
    )!;
    await userEvent.type(within(form).getByLabelText('Nickname'), 'a<b');
    await userEvent.tab();
    expect(within(form).getByText('This symbol cannot be used here: <')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Nickname'));
    await userEvent.type(within(form).getByLabelText('Mobile'), '+44 7700 900123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Number not reachable')).toBeInTheDocument();
  });
});

describe('password', () => {
  it('needs the current password and a new one that meets the policy', async () => {
    const { server, user } = renderProfile();
    server.on('PUT', `/v1/user/${user.id}`, () =>
      json(422, [{ field: 'current_password', message: 'The current password is not correct.' }]),
    );
    const form = (await screen.findByRole('heading', { name: 'Password' })).closest('section')!;
    await userEvent.type(within(form).getByLabelText('Current password'), 'old');
    await userEvent.type(within(form).getByLabelText('Password'), 'short');
    expect(within(form).getByText('at least one digit').closest('li')).toHaveTextContent('not met');
    await userEvent.clear(within(form).getByLabelText('Password'));
    await userEvent.type(within(form).getByLabelText('Password'), 'New-Password-2027!');
    await userEvent.type(within(form).getByLabelText('Repeat password'), 'New-Password-2027!');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('The current password is not correct.'),
    ).toBeInTheDocument();
    const body = await bodyOf(server.requests.find((r) => r.method === 'PUT'));
    expect(body.get('current_password')).toBe('old');
    expect(body.get('password')).toBe('New-Password-2027!');
  });
});

describe('two-factor authentication', () => {
  it('enrols the authenticator app and shows the recovery codes once', async () => {
    const { server } = renderProfile(Role.TYPIST);
    server.on('PUT', '/v1/multi-factor-auth/9', async (request) => {
      const body = new URLSearchParams(await request.text());
      if (!body.get('mfa_code'))
        return json(200, { ...off, totpSecret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://x' });
      return body.get('mfa_code') === '123456'
        ? json(200, {
            ...off,
            totp: true,
            recoveryCodesLeft: 10,
            recoveryCodes: ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2'],
          })
        : json(422, [{ field: 'mfa_code', message: 'The code is not valid. Please try again.' }]);
    });
    server.on('GET', '/v1/multi-factor-auth/totp-qr/9', () =>
      json(200, { qrCode: 'data:image/png;base64,iVBORw0KGgo=' }),
    );
    const card = (
      await screen.findByRole('heading', { name: 'Two-factor authentication' })
    ).closest('section')!;
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Set up authenticator app' }),
    );
    expect(
      await within(card).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(card).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await userEvent.type(within(card).getByLabelText('Code from the app'), '654321');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(card).findByText('The code is not valid. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.clear(within(card).getByLabelText('Code from the app'));
    await userEvent.type(within(card).getByLabelText('Code from the app'), '123456');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm' }));

    const codes = await screen.findByRole('region', { name: 'Your recovery codes' });
    expect(within(codes).getByText('abcd-efgh-jkmn')).toBeInTheDocument();
    expect(within(codes).getByRole('button', { name: 'Download recovery codes' })).toBeVisible();
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
  });

  it("keeps the recovery codes on screen when a held typist's profile turns 2FA on", async () => {
    let enabled = false;
    const { server } = renderProfile(Role.TYPIST);
    server.on('GET', '/v1/user/profile', () =>
      json(200, testUser(Role.TYPIST, { mfaEnabled: enabled })),
    );
    server.on('PUT', '/v1/multi-factor-auth/9', async (request) => {
      if (!new URLSearchParams(await request.text()).get('mfa_code'))
        return json(200, { ...off, totpSecret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://x' });
      enabled = true;
      return json(200, {
        ...off,
        totp: true,
        recoveryCodesLeft: 10,
        recoveryCodes: ['abcd-efgh-jkmn'],
      });
    });
    server.on('GET', '/v1/multi-factor-auth/totp-qr/9', () =>
      json(200, { qrCode: 'data:image/png;base64,iVBORw0KGgo=' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await userEvent.type(await screen.findByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('region', { name: 'Your recovery codes' });

    // The profile now says 2FA is on, so the section moves below the personal details.
    const profileCalls = () => server.requests.filter((r) => r.url.endsWith('/v1/user/profile'));
    await waitFor(() => expect(profileCalls().length).toBeGreaterThan(1));
    await waitFor(() => {
      const [details, twoFactor] = ['Personal details', 'Two-factor authentication'].map((name) =>
        screen.getByRole('heading', { name }),
      );
      expect(details!.compareDocumentPosition(twoFactor!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
    const codes = screen.getByRole('region', { name: 'Your recovery codes' });
    expect(within(codes).getByText('abcd-efgh-jkmn')).toBeInTheDocument();
  });

  it('removes a method after confirming', async () => {
    const on = { ...off, totp: true, recoveryCodesLeft: 8 };
    const { server } = renderProfile(Role.CLIENT, on);
    server.on('PUT', '/v1/multi-factor-auth/9', () => json(200, off));
    const card = (
      await screen.findByRole('heading', { name: 'Two-factor authentication' })
    ).closest('section')!;
    expect(await within(card).findByText('8 left')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    const body = await bodyOf(server.requests.find((r) => r.method === 'PUT'));
    expect(body.get('reset')).toBe('true');
    expect(body.get('type')).toBe('totp');
  });
});

describe('client settings', () => {
  it('are offered to clients only', async () => {
    renderProfile(Role.CLIENT);
    expect(await screen.findByRole('heading', { name: 'Email and currency' })).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
  });

  it('are not offered to staff', async () => {
    renderProfile(Role.PROOFREADER);
    await screen.findByRole('heading', { name: 'Personal details' });
    expect(screen.queryByRole('heading', { name: 'Email and currency' })).toBeNull();
  });
});
