import { useNavigate } from 'react-router';
import { Menu, UserIcon } from '@portal/ui';
import { useCurrentUser } from '../auth/useCurrentUser.ts';

/** Greeting and the signed-in user's actions. */
export function UserMenu() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <Menu
      label={`Hi, ${user.firstname}, user menu`}
      trigger={
        <>
          <UserIcon /> <span className="shell-greeting">Hi, {user.firstname}</span>
        </>
      }
      items={[
        { label: 'Profile', onSelect: () => navigate('/profile') },
        { label: 'Logout', onSelect: () => navigate('/logout') },
      ]}
    />
  );
}
