import { useState } from 'react';
import { Link } from 'react-router';
import { Menu, MenuItem, UserIcon } from '@portal/ui';
import { useCurrentUser } from '../auth/useCurrentUser.ts';

/**
 * Greeting and the signed-in user's actions. They are links, as the main menu's are, so a page
 * that holds the visitor (unsaved work) sees them like any other way out. Picking one closes the
 * menu even when such a page holds the click to ask first.
 */
export function UserMenu() {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const close = () => setOpen(false);
  return (
    <Menu
      label={`Hi, ${user.firstname}, user menu`}
      trigger={
        <>
          <UserIcon /> <span className="shell-greeting">Hi, {user.firstname}</span>
        </>
      }
      open={open}
      onOpenChange={setOpen}
    >
      <MenuItem asChild>
        <Link to="/profile" onClick={close}>
          Profile
        </Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to="/logout" onClick={close}>
          Logout
        </Link>
      </MenuItem>
    </Menu>
  );
}
