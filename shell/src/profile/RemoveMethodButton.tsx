import { useState } from 'react';
import { Button } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';
import { failureText, notify, usePortalDispatch } from '@portal/contracts';
import { useUpdateMfaMutation } from '@portal/contracts/mfa/client';

/** Removing a method asks first: for staff it means being held on this page again. */
export function RemoveMethodButton({
  id,
  method,
  name,
}: {
  id: number;
  method: 'totp' | 'sms';
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const [update, { isLoading }] = useUpdateMfaMutation();
  const dispatch = usePortalDispatch();
  const remove = async () => {
    const result = await update({ id, type: method, reset: true });
    setOpen(false);
    dispatch(
      'error' in result
        ? notify({ type: 'error', title: failureText(result.error) })
        : notify({ type: 'success', title: `Your ${name} no longer signs you in.` }),
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" aria-label={`Remove ${name}`}>
          Remove
        </Button>
      }
      title={`Remove the ${name}?`}
      description="You will no longer be asked for its codes when you sign in."
      size="sm"
      dismissible={!isLoading}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" loading={isLoading} onClick={() => void remove()}>
            Remove
          </Button>
        </>
      }
    />
  );
}
