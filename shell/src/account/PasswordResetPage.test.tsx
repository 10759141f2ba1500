import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { json } from '@portal/contracts/testing/fake-server';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

const resetProblem =
  'We had a problem reseting your password. Please contact us if the problem continues.';

describe('forgot password', () => {
  it('checks the email in the spec words', async () => {
    renderShell({ path: '/password-reset' });
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.tab();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('asks for a link with an empty bot-check token and says to check the inbox', async () => {
    const { server } = renderShell({ path: '/password-reset' });
    server.on('POST', '/v1/user/password-reset-token', () => json(200, { isSuccess: true }));
    await userEvent.type(await screen.findByLabelText('Email'), 'nora@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please check your inbox for a link to reset your password',
    );
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    expect(screen.queryByLabelText('Email')).toBeNull();
    const sent = server.requests.find((r) => r.url.endsWith('/v1/user/password-reset-token'))!;
    expect(await sent.text()).toBe('email=nora%40example.test&captcha=');
  });

  it('shows the spec failure text', async () => {
    const { server } = renderShell({ path: '/password-reset' });
    server.on('POST', '/v1/user/password-reset-token', () => json(500, {}));
    await userEvent.type(await screen.findByLabelText('Email'), 'nora@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(resetProblem);
  });
});

describe('reset password with a code', () => {
  async function choosePassword(password: string, repeat = password) {
    await userEvent.type(await screen.findByLabelText('Password'), password);
    await userEvent.type(screen.getByLabelText('Repeat password'), repeat);
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('lists the policy as the password is typed and checks the repeat', async () => {
    renderShell({ path: '/password-reset?code=c1' });
    const list = await screen.findByRole('list', { name: 'Your password needs' });
    expect(list).toHaveTextContent('at least one digit not met');
    await choosePassword('abc1', 'abc');
    expect(list).toHaveTextContent('at least one digit met');
    expect(list).toHaveTextContent('at least one uppercase letter not met');
    expect(screen.getByLabelText('Repeat password')).toHaveAccessibleDescription("Doesn't match");
  });

  it('sends the new password, then asks to log in', async () => {
    const { server, location } = renderShell({ path: '/password-reset?code=c1' });
    server.on('POST', '/v1/user/password-reset/c1', () => json(200, { isSuccess: true }));
    await choosePassword('Quiet-Harbour-42');
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(await screen.findByText('Your password has been reset. Please log in.')).toBeVisible();
    const sent = server.requests.find((r) => r.url.endsWith('/v1/user/password-reset/c1'))!;
    expect(await sent.text()).toBe('password=Quiet-Harbour-42');
  });

  it('says Invalid URL for a used or expired code and links to a new request', async () => {
    const { server, location } = renderShell({ path: '/password-reset?code=old' });
    server.on('POST', '/v1/user/password-reset/old', () => json(404, { message: 'Invalid URL' }));
    await choosePassword('Quiet-Harbour-42');
    expect(await screen.findByText('Invalid URL')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(location().search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });

  it('shows the spec failure text for other failures', async () => {
    const { server } = renderShell({ path: '/password-reset?code=c1' });
    server.on('POST', '/v1/user/password-reset/c1', () => json(500, {}));
    await choosePassword('Quiet-Harbour-42');
    expect(await screen.findByRole('alert')).toHaveTextContent(resetProblem);
  });
});
