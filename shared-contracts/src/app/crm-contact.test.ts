import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { createPortalStore } from './store.ts';
import { testPortalConfig } from '../testing/portal-config.ts';
import { accountApi } from '../user/account-client.ts';
import { clearCrmContactDue, isCrmContactDue } from './crm-contact.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => {
  server.restore();
  localStorage.clear();
});

const setPassword = () =>
  createPortalStore({ config: testPortalConfig() }).dispatch(
    accountApi.endpoints.setPassword.initiate({
      activationHash: 'h1',
      password: 'Quiet-Harbour-42',
      firstname: 'Nora',
      lastname: 'Quinn',
    }),
  );

describe('the CRM contact due after registration', () => {
  it('is marked when the password is set, until cleared', async () => {
    server.on('POST', '/v1/user/set-password', () => json(200, { isSuccess: true }));
    await setPassword();
    expect(isCrmContactDue()).toBe(true);
    clearCrmContactDue();
    expect(isCrmContactDue()).toBe(false);
  });

  it('is not marked when setting the password fails', async () => {
    server.on('POST', '/v1/user/set-password', () => json(404, { message: 'Invalid URL' }));
    await setPassword();
    expect(isCrmContactDue()).toBe(false);
  });
});
