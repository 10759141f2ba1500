import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Role, type User } from '@portal/contracts';
import { testUser } from '@portal/contracts/user/test-user';
import { RootRedirect } from './RootRedirect.tsx';
import { CurrentUserContext, useCurrentUser } from './useCurrentUser.ts';

/**
 * A click on the main menu as it lands on a busy machine: once the menu shows (with the
 * profile), after the page painted, before the page's effects have all run.
 */
function ClickOnTranscription() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (user) void navigate('/admin/assign');
  }, [user, navigate]);
  return null;
}

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

function Portal({ user, clicking = false }: { user?: User; clicking?: boolean }) {
  const current = { signedIn: true, user, isLoading: !user, isError: false, refetch() {} };
  return (
    <CurrentUserContext value={current}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            index
            element={
              <>
                {clicking && <ClickOnTranscription />}
                <RootRedirect />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </CurrentUserContext>
  );
}

it('sends each role home once its profile is loaded', async () => {
  const { rerender } = render(<Portal />);
  expect(screen.queryByText(/^At /)).toBeNull();
  rerender(<Portal user={testUser(Role.ADMIN)} />);
  expect(await screen.findByText('At /admin/projects')).toBeInTheDocument();
});

it('leaves an admin where they clicked while it was redirecting them: the click wins', async () => {
  const { rerender } = render(<Portal clicking />);
  rerender(<Portal clicking user={testUser(Role.ADMIN)} />);
  expect(await screen.findByText('At /admin/assign')).toBeInTheDocument();
});
