import { errorTexts } from '@portal/contracts';
import { Button } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';

/** The mandatory 2FA reminder (client spec section 2). */
export const reminderTexts = {
  title: 'Please enable 2FA',
  text: errorTexts.twoFactorRequired,
  button: 'Got it',
} as const;

/** The "Please enable 2FA" dialog, shown over the profile page. */
export function TwoFactorReminder({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={reminderTexts.title}
      description={reminderTexts.text}
      size="sm"
      actions={
        <Button variant="primary" onClick={onClose}>
          {reminderTexts.button}
        </Button>
      }
    />
  );
}
