import { notify, usePortalDispatch, type User } from '@portal/contracts';
import { SIGNATURE_NAME_MAX_LENGTH } from '@portal/contracts/common/limits';
import { staffContractsTexts as texts } from '@portal/contracts/staff-contracts/texts';
import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  required,
} from '@portal/contracts/common/validation';
import { Button, StatusChip } from '@portal/ui';
import { FormError, FormTextField } from '@portal/ui/forms';
import { failedSubmission } from './submit-failure.ts';

/** The name a document is signed with, until the user types another. */
export const signerName = (user: User): string => `${user.firstname} ${user.lastname}`;

export const validateSignerName = composeValidators(
  required(),
  maxLength(SIGNATURE_NAME_MAX_LENGTH),
  noAngleBrackets,
);

/** Whether a document is signed, in its card's header. */
export function SignedChip({ signed }: { signed: boolean }) {
  return (
    <StatusChip tone={signed ? 'success' : 'warning'}>
      {signed ? texts.signedChip : texts.unsignedChip}
    </StatusChip>
  );
}

export function SignerNameField() {
  return (
    <FormTextField
      name="fullName"
      label={texts.fullNameLabel}
      hint={texts.fullNameHint}
      autoComplete="name"
      required
      validate={validateSignerName}
    />
  );
}

interface SignActionsProps {
  submitError: unknown;
  submitting: boolean | undefined;
  label: string;
  loadingLabel: string;
}

/** The end of a signature form: why it failed, if it did, and its submit button. */
export function SignActions({ submitError, submitting, label, loadingLabel }: SignActionsProps) {
  return (
    <>
      <FormError message={submitError} />
      <div className="contracts__actions">
        <Button type="submit" loading={submitting} loadingLabel={loadingLabel}>
          {label}
        </Button>
      </div>
    </>
  );
}

/**
 * The submit of a signature form: a refusal goes back to the form (or a notification), a
 * signature is announced with `signedTitle`.
 */
export function useSignatureSubmit<Values>(
  send: (values: Values) => Promise<{ error?: unknown }>,
  signedTitle: string,
) {
  const dispatch = usePortalDispatch();
  return async (values: Values) => {
    const result = await send(values);
    if (result.error) return failedSubmission(result.error, dispatch, texts.signFailed);
    dispatch(notify({ type: 'success', title: signedTitle, duration: 'short' }));
    return undefined;
  };
}
