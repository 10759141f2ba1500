import { useState } from 'react';
import { Button } from '@portal/ui';
import type { MfaMethod } from '@portal/contracts';

const methodLabels: Record<MfaMethod, string> = {
  totp: 'Use your authenticator app',
  sms: 'Send a code by text message',
  email: 'Email me a code',
  recovery: 'Use a recovery code',
};

/** Stage two: how to prove it is you. Email and recovery codes are the ways back in. */
export function MfaMethodChoice({
  methods,
  onChoose,
  error,
}: {
  methods: readonly MfaMethod[];
  onChoose: (method: MfaMethod) => Promise<void>;
  error?: string;
}) {
  const [busy, setBusy] = useState<MfaMethod | null>(null);
  const choose = async (method: MfaMethod) => {
    setBusy(method);
    await onChoose(method);
    setBusy(null);
  };
  return (
    <div className="shell-form">
      <p>Choose how to confirm it is you.</p>
      {methods.map((method) => (
        <Button
          key={method}
          variant={method === methods[0] ? 'primary' : 'secondary'}
          loading={busy === method}
          disabled={busy !== null && busy !== method}
          onClick={() => void choose(method)}
        >
          {methodLabels[method]}
        </Button>
      ))}
      {error && (
        <p role="alert" className="shell-form-error">
          {error}
        </p>
      )}
    </div>
  );
}
