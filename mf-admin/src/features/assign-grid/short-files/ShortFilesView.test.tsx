import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role, STORAGE_KEYS } from '@portal/contracts';
import { shortFileBashingTexts } from '@portal/contracts/short-file-bashing/texts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { staffMediaPageOf, testStaffMedia } from '@portal/contracts/media/test-staff-media';
import { testUser } from '@portal/contracts/user/test-user';
import routes from '../../../routes.tsx';

const settings = { maxDuration: 300, batchSize: 2 };
const rows = [1, 2, 3].map((id) => testStaffMedia(id, { duration: 120 + id }));

function renderGrid(role: Role = Role.ADMIN, path = '/admin/assign') {
  const rendered = renderRoutes(routes, {
    path,
    signedInAs: testUser(role),
    handlers: (server) => {
      server.on('GET', '/v1/media', () => json(200, staffMediaPageOf(rows)));
      server.on('GET', '/v1/short-file-bashing', () => json(200, settings));
    },
  });
  const lists = () =>
    rendered.server.requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/v1/media')
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...rendered, lists };
}

const puts = (server: FakeServer) =>
  Promise.all(
    server.requests
      .filter((request) => request.method === 'PUT')
      .map(async (request) => [
        new URL(request.url).pathname,
        Object.fromEntries(new URLSearchParams(await request.clone().text())),
      ]),
  );

beforeEach(() => localStorage.clear());

describe('short file bashing', () => {
  it('swaps the filters for the short files waiting, and is remembered', async () => {
    const { lists } = renderGrid();
    const toggle = await screen.findByRole('button', { name: 'Short file bashing' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText(/Short files of up to 5:00 waiting for a typist/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('search', { name: /filter/i })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(lists().at(-1)).toEqual({
        page: '1',
        page_size: '50',
        'status[]': 'ordered',
        'sub_status[]': 'Unassigned',
        on_hold: 'false',
        has_issue: 'false',
        max_duration: '300',
      }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.shortFileBashing)).toBe('true');
  });

  it('chooses the next batch for one typist', async () => {
    localStorage.setItem(STORAGE_KEYS.shortFileBashing, 'true');
    renderGrid();
    await screen.findByRole('row', { name: /Board meeting 3/ });
    await userEvent.click(screen.getByRole('button', { name: 'Select next 2' }));
    expect(screen.getByRole('checkbox', { name: 'Select Board meeting 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Board meeting 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Board meeting 3' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Assign selected (2)' })).toBeEnabled();
  });

  it("lets an admin change its settings, showing the server's refusal on its field", async () => {
    localStorage.setItem(STORAGE_KEYS.shortFileBashing, 'true');
    const { server } = renderGrid();
    server.on('PUT', '/v1/setting/short-file-bashing-batch-size', () =>
      json(422, [{ field: 'value', message: shortFileBashingTexts.batchSize }]),
    );
    server.on('PUT', '/v1/setting/short-file-bashing-max-duration', () =>
      json(200, { name: 'max-duration', value: 600, updatedAt: 1_790_000_000 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Short file bashing settings' });
    const longest = within(dialog).getByRole('textbox', { name: 'Longest short file (seconds)' });
    await userEvent.clear(longest);
    await userEvent.type(longest, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(shortFileBashingTexts.maxDuration)).toBeInTheDocument();

    await userEvent.clear(longest);
    await userEvent.type(longest, '600');
    const batch = within(dialog).getByRole('textbox', { name: 'Files per batch' });
    await userEvent.clear(batch);
    await userEvent.type(batch, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(shortFileBashingTexts.batchSize)).toBeInTheDocument();
    expect(await puts(server)).toEqual([
      ['/v1/setting/short-file-bashing-max-duration', { value: '600' }],
      ['/v1/setting/short-file-bashing-batch-size', { value: '5' }],
    ]);
  });

  it('shows a restricted admin the short files and batches to bulk assign, without settings', async () => {
    localStorage.setItem(STORAGE_KEYS.shortFileBashing, 'true');
    renderGrid(Role.RESTRICTED_ADMIN, '/radmin/assign');
    await screen.findByRole('row', { name: /Board meeting 1/ });
    expect(screen.getByText(/Short files of up to 5:00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Select next/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Spell dictionary' })).not.toBeInTheDocument();
  });
});
