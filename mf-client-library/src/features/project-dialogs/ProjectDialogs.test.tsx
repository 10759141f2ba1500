import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { selectNotifications } from '@portal/contracts';
import { json, type FakeServer } from '@portal/contracts/testing/fake-server';
import { testProject } from '../../testing/test-project.ts';
import { renderDialog } from '../../testing/render-dialog.tsx';
import CreateProjectDialog from './CreateProjectDialog.tsx';
import DeleteProjectDialog from './DeleteProjectDialog.tsx';
import DuplicateProjectDialog from './DuplicateProjectDialog.tsx';
import ProjectInfoDialog from './ProjectInfoDialog.tsx';

const sent = async (server: FakeServer, method: string, path: string) => {
  const request = server.requests.find(
    (r) => r.method === method && new URL(r.url).pathname === path,
  );
  return request ? Object.fromEntries(new URLSearchParams(await request.text())) : undefined;
};

const notifications = (store: { getState(): unknown }) =>
  selectNotifications(store.getState() as Parameters<typeof selectNotifications>[0]);

describe('create project', () => {
  it('asks to confirm the details, then creates the project', async () => {
    const onClose = jest.fn();
    const { server, store } = renderDialog(<CreateProjectDialog onClose={onClose} />, {
      handlers: (s) =>
        s.on('POST', '/v1/project/create', () =>
          json(200, testProject(9, { title: 'Board meetings' })),
        ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Board meetings');
    await userEvent.type(within(dialog).getByLabelText('PO number'), 'PO-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the new project' });
    expect(within(confirm).getByText('PO-77')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await sent(server, 'POST', '/v1/project/create')).toEqual({
      title: 'Board meetings',
      po_number: 'PO-77',
      duplicate_on_completion: 'false',
    });
    expect(notifications(store)).toMatchObject([
      { type: 'success', title: 'Your project has been created', desc: 'Board meetings' },
    ]);
  });

  it('goes back to the details with the server message when creation fails', async () => {
    const { store } = renderDialog(<CreateProjectDialog onClose={jest.fn()} />, {
      handlers: (s) =>
        s.on('POST', '/v1/project/create', () =>
          json(422, [{ field: 'title', message: 'This title is taken' }]),
        ),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create project' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Board meetings');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create project' }));

    expect(await screen.findByText('This title is taken')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create project' })).toBeInTheDocument();
    expect(notifications(store)).toMatchObject([
      { type: 'error', title: 'Project creation failed', desc: 'This title is taken' },
    ]);
  });
});

describe('project info', () => {
  it('lets the owner update the details', async () => {
    const project = testProject(7, { title: 'Board meetings', poNumber: 'PO-1' });
    const onClose = jest.fn();
    const { server, store } = renderDialog(
      <ProjectInfoDialog project={project} onClose={onClose} />,
      {
        handlers: (s) => {
          s.on('GET', '/v1/project/7', () => json(200, project));
          s.on('PUT', '/v1/project/7', () => json(200, { ...project, title: 'Board 2026' }));
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Project info' });
    expect(await within(dialog).findByText('P-1007')).toBeInTheDocument();
    const title = within(dialog).getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Board 2026');
    await userEvent.clear(within(dialog).getByLabelText('PO number'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await sent(server, 'PUT', '/v1/project/7')).toEqual({
      title: 'Board 2026',
      deadline: '',
      po_number: '',
      duplicate_on_completion: 'false',
    });
    expect(notifications(store)).toMatchObject([
      { type: 'success', title: 'Your project details have been updated' },
    ]);
  });

  it('only shows the details to someone with transcript-only access', async () => {
    const project = testProject(7, { access: 'read', status: 'special' });
    renderDialog(<ProjectInfoDialog project={project} onClose={jest.fn()} />, {
      handlers: (s) => s.on('GET', '/v1/project/7', () => json(200, project)),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Project info' });
    expect(await within(dialog).findByText('Completed')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("lists the project's additional charges on its cost breakdown", async () => {
    const project = testProject(7, {
      additionalCharges: [
        {
          id: 3,
          description: 'Printed transcripts sent by courier',
          amount: 2400,
          currency: 'GBP',
        },
      ],
    });
    renderDialog(<ProjectInfoDialog project={testProject(7)} onClose={jest.fn()} />, {
      handlers: (s) => s.on('GET', '/v1/project/7', () => json(200, project)),
    });
    const charges = await screen.findByRole('region', { name: 'Additional charges' });
    expect(within(charges).getByText('Printed transcripts sent by courier')).toBeInTheDocument();
    expect(within(charges).getByText('£24.00')).toBeInTheDocument();
  });
});

it('duplicates a project and says "Please revise project info" when that fails', async () => {
  const { store } = renderDialog(
    <DuplicateProjectDialog project={testProject(7, { title: 'Board' })} onClose={jest.fn()} />,
    {
      handlers: (s) =>
        s.on('POST', '/v1/project/copy/7', () =>
          json(422, [{ message: 'The deadline has passed' }]),
        ),
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Duplicate project' });
  expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Board (copy)');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
  await waitFor(() =>
    expect(notifications(store)).toMatchObject([
      { type: 'error', title: 'Please revise project info', desc: 'The deadline has passed' },
    ]),
  );
});

it('deletes a project once confirmed', async () => {
  const onClose = jest.fn();
  const { store } = renderDialog(
    <DeleteProjectDialog project={testProject(7, { title: 'Board' })} onClose={onClose} />,
    { handlers: (s) => s.on('DELETE', '/v1/project/7', () => new Response(null, { status: 204 })) },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(notifications(store)).toMatchObject([
    { type: 'success', title: 'Your project has been deleted', desc: 'Board' },
  ]);
});
