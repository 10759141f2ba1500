import { notify, usePortalDispatch } from '@portal/contracts';
import { useResetUserMfaMutation } from '@portal/contracts/user/users-client';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { ConfirmDialog } from '@portal/ui/forms';

/**
 * Resets someone's 2FA once confirmed: every method goes and they are signed out, so they sign in
 * with their password and set it up again.
 */
export function ResetMfaDialog({
  user,
  onDone,
  onClose,
}: {
  user: StaffUser;
  onDone(): void;
  onClose(): void;
}) {
  const [reset] = useResetUserMfaMutation();
  const dispatch = usePortalDispatch();
  const name = `${user.firstname} ${user.lastname}`;
  const submit = async () => {
    const result = await reset(user.mfaId!);
    if (result.error) return submissionErrors(result.error, 'The 2FA could not be reset');
    dispatch(notify({ type: 'success', title: '2FA reset', desc: `${name} (${user.email})` }));
    onDone();
    return undefined;
  };
  return (
    <ConfirmDialog
      title={`Reset 2FA of ${name}?`}
      description={user.email}
      intro={
        <p>
          Their authenticator app, text-message codes and recovery codes stop working, and they are
          signed out everywhere. They set up two-factor authentication again at their next sign-in.
        </p>
      }
      confirm="Reset 2FA"
      busyLabel="Resetting"
      variant="danger"
      onConfirm={submit}
      onClose={onClose}
    />
  );
}
