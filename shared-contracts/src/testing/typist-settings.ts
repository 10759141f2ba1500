import type { FakeServer } from './fake-server.ts';

/** What each save of the hotkey settings sent (PUT /v2/typist-settings, a form field of JSON). */
export const savedTypistSettings = (server: FakeServer): Promise<unknown[]> =>
  Promise.all(
    server.requests
      .filter((request) => request.method === 'PUT')
      .filter((request) => new URL(request.url).pathname === '/v2/typist-settings')
      .map(async (request) => {
        const form = new URLSearchParams(await request.clone().text());
        return JSON.parse(form.get('settings_portal3')!) as unknown;
      }),
  );
