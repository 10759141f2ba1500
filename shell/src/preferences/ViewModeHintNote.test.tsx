import '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { testUser } from '@portal/contracts/user/test-user';
import { renderShell } from '../test/render-shell.tsx';

jest.mock('../remotes/federation.ts', () => ({
  loadRemoteRoutes: () => new Promise(() => undefined),
}));

const renderList = () => renderShell({ path: '/library/my', signedInAs: testUser(Role.CLIENT) });
const hint = () => screen.queryByRole('note');

describe('the view-mode hint', () => {
  it('sits in the content, above the screen, and opens the menu it is about', async () => {
    renderList();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('New! Try the compact view');
    expect(screen.getByRole('main')).toContainElement(note);

    await userEvent.click(screen.getByRole('button', { name: 'Show me' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(hint()).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'View mode: Standard' })).toHaveFocus();
  });

  it('goes once the selector is opened', async () => {
    renderList();
    await screen.findByRole('note');
    await userEvent.click(screen.getByRole('button', { name: 'View mode: Standard' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(hint()).not.toBeInTheDocument();
  });

  it('is put away by Escape, the focus left at the start of the content', async () => {
    renderList();
    await screen.findByRole('note');
    screen.getByRole('button', { name: 'Show me' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss the view-mode hint' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(hint()).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('is not on the pages without the selector', async () => {
    renderShell({ path: '/login' });
    await screen.findByRole('button', { name: 'Log in' });
    expect(hint()).not.toBeInTheDocument();
  });
});
