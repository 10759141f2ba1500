import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, Card, QueryState, StatusChip } from '@portal/ui';
import { failureText, notify, usePortalDispatch, type MfaSettings } from '@portal/contracts';
import {
  useExportRecoveryCodesMutation,
  useGetMfaQuery,
  useUpdateMfaMutation,
} from '@portal/contracts/mfa/client';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { RemoveMethodButton } from './RemoveMethodButton.tsx';
import { SmsEnrolment } from './SmsEnrolment.tsx';
import { TotpEnrolment } from './TotpEnrolment.tsx';

type Enrolling = { method: 'totp'; secret: string } | { method: 'sms' } | null;

function MethodRow({
  name,
  on,
  detail,
  children,
}: {
  name: string;
  on: boolean;
  detail?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="shell-mfa-method">
      <div>
        <h3>{name}</h3>
        <StatusChip tone={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</StatusChip>
        {on && detail && <span className="shell-mfa-detail">{detail}</span>}
      </div>
      <div className="shell-mfa-actions">{children}</div>
    </div>
  );
}

/** Authenticator app, SMS and recovery codes (client spec sections 5 and 7, MFA). */
export function TwoFactorSettings() {
  const settings = useGetMfaQuery();
  const [update, { isLoading: starting }] = useUpdateMfaMutation();
  const [exportCodes, { isLoading: exporting }] = useExportRecoveryCodesMutation();
  const dispatch = usePortalDispatch();
  const [enrolling, setEnrolling] = useState<Enrolling>(null);
  const [codes, setCodes] = useState<string[]>();

  const failed = (error: unknown) => dispatch(notify({ type: 'error', title: failureText(error) }));
  const enabled = (recoveryCodes: string[] | undefined) => {
    setEnrolling(null);
    setCodes(recoveryCodes);
    dispatch(notify({ type: 'success', title: 'Two-factor authentication is on.' }));
  };

  const startTotp = async ({ id }: MfaSettings) => {
    const result = await update({ id, type: 'totp' });
    if ('error' in result) failed(result.error);
    else setEnrolling({ method: 'totp', secret: result.data.totpSecret ?? '' });
  };
  const newCodes = async ({ id }: MfaSettings) => {
    const result = await exportCodes(id);
    if ('error' in result) failed(result.error);
    else setCodes(result.data.recoveryCodes);
  };

  const methods = (mfa: MfaSettings) => (
    <>
      <MethodRow name="Authenticator app" on={mfa.totp}>
        {mfa.totp ? (
          <RemoveMethodButton id={mfa.id} method="totp" name="authenticator app" />
        ) : (
          enrolling?.method !== 'totp' && (
            <Button
              variant="secondary"
              aria-label="Set up authenticator app"
              loading={starting}
              onClick={() => void startTotp(mfa)}
            >
              Set up
            </Button>
          )
        )}
      </MethodRow>
      {enrolling?.method === 'totp' && (
        <TotpEnrolment id={mfa.id} secret={enrolling.secret} onEnabled={enabled} />
      )}
      {(mfa.smsAvailable || mfa.sms) && (
        <MethodRow name="Text message (SMS)" on={mfa.sms} detail={mfa.smsPhone}>
          {mfa.sms ? (
            <RemoveMethodButton id={mfa.id} method="sms" name="text message codes" />
          ) : (
            enrolling?.method !== 'sms' && (
              <Button
                variant="secondary"
                aria-label="Set up text message codes"
                onClick={() => setEnrolling({ method: 'sms' })}
              >
                Set up
              </Button>
            )
          )}
        </MethodRow>
      )}
      {enrolling?.method === 'sms' && <SmsEnrolment id={mfa.id} onEnabled={enabled} />}
      {(mfa.totp || mfa.sms) && (
        <MethodRow
          name="Recovery codes"
          on={mfa.recoveryCodesLeft > 0}
          detail={`${mfa.recoveryCodesLeft} left`}
        >
          <Button variant="secondary" loading={exporting} onClick={() => void newCodes(mfa)}>
            Get new recovery codes
          </Button>
        </MethodRow>
      )}
      {codes && <RecoveryCodes codes={codes} />}
    </>
  );

  return (
    <Card title="Two-factor authentication">
      <p>Sign in with a code from your phone as well as your password.</p>
      <QueryState query={settings}>{methods}</QueryState>
    </Card>
  );
}
