import { Skeleton } from '@portal/ui';
import { failureText } from '@portal/contracts';
import { useGetTotpQrQuery, useUpdateMfaMutation } from '@portal/contracts/mfa/client';
import { CodeConfirmForm } from './CodeConfirmForm.tsx';

/** Scan the QR code (or type the key), then prove it with a code from the app. */
export function TotpEnrolment({
  id,
  secret,
  onEnabled,
}: {
  id: number;
  secret: string;
  onEnabled: (recoveryCodes: string[] | undefined) => void;
}) {
  const qr = useGetTotpQrQuery(id);
  const [update] = useUpdateMfaMutation();
  const confirm = async (code: string) => {
    const result = await update({ id, type: 'totp', mfaCode: code });
    if ('error' in result) return failureText(result.error);
    onEnabled(result.data.recoveryCodes);
    return undefined;
  };
  return (
    <div className="shell-enrolment">
      <p>Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</p>
      {qr.data ? (
        <img
          src={qr.data.qrCode}
          alt="QR code for your authenticator app"
          width={200}
          height={200}
        />
      ) : (
        <Skeleton variant="block" width={200} height={200} />
      )}
      <p>
        Can&apos;t scan it? Enter this key instead: <code data-testid="totp-secret">{secret}</code>
      </p>
      <CodeConfirmForm label="Code from the app" onConfirm={confirm} />
    </div>
  );
}
