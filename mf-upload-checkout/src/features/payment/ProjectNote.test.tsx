import { screen, waitFor } from '@testing-library/react';
import type { ProjectAccess } from '@portal/contracts/project/access';
import { meetingMedia as media, renderPayment, requestsTo } from '../../testing/payment-api.tsx';

const payForProject = (projectId: string, projectAccess?: ProjectAccess) =>
  renderPayment([media(1, 1)], {
    path: `/v3/fileupload/payment?projectId=${projectId}`,
    projectAccess,
  });

describe('checkout of files uploaded into a project', () => {
  it.each<[ProjectAccess, string]>([
    ['owner', '/v3/library/my'],
    ['full', '/v3/library/full-access'],
    ['read', '/v3/library/transcript-only'],
    ['write', '/v3/library/upload-only'],
    ['staff', '/v3/admin/projects'],
  ])(
    'names the project, with the way back to the list of a client with %s access',
    async (access, href) => {
      payForProject('9', access);
      expect(await screen.findByText('Board meetings')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to your projects' })).toHaveAttribute(
        'href',
        href,
      );
    },
  );

  it.each(['abc', '0', '-9', '9.5', '9e0'])('takes ?projectId=%s for no project', async (id) => {
    const { server } = payForProject(id);
    await screen.findByRole('link', { name: 'Change files or options' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check out with business account' })).toBeEnabled(),
    );
    expect(screen.queryByRole('link', { name: 'Back to your projects' })).toBeNull();
    expect(server.requests.some((r) => new URL(r.url).pathname.startsWith('/v1/project/'))).toBe(
      false,
    );
    expect(requestsTo(server, 'GET', '/v1/cart')).not.toHaveLength(0);
  });
});
