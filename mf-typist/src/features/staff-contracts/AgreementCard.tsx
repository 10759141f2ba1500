import { useMemo, useState } from 'react';
import { Field } from 'react-final-form';
import {
  DEFAULT_FILE_NAMES,
  notify,
  usePortalDispatch,
  type ApiError,
  type User,
} from '@portal/contracts';
import { POSTAL_ADDRESS_MAX_LENGTH } from '@portal/contracts/common/limits';
import { consultancyAgreementUrl } from '@portal/contracts/staff-contracts/rules';
import { downloadFile } from '@portal/contracts/media/download-client';
import { staffContractsTexts as texts } from '@portal/contracts/staff-contracts/texts';
import { useSignConsultancyAgreementMutation } from '@portal/contracts/staff-contracts/client';
import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  required,
  ticked,
} from '@portal/contracts/common/validation';
import { shownError } from '@portal/contracts/app/field-errors';
import { Button, Card } from '@portal/ui';
import { Form, Checkbox, FormTextArea } from '@portal/ui/forms';
import { AgreementText } from './AgreementText.tsx';
import { SignedNote } from './SignedNote.tsx';
import {
  SignActions,
  SignedChip,
  SignerNameField,
  signerName,
  useSignatureSubmit,
} from './signing.tsx';

interface SignatureValues {
  fullName: string;
  address: string;
  agree?: boolean;
}

const signatureValidators = {
  address: composeValidators(required(), maxLength(POSTAL_ADDRESS_MAX_LENGTH), noAngleBrackets),
  agree: ticked(texts.agreeRequired),
};

/** The agreement's PDF, made by the server for this user (signed or not). */
function DownloadAgreement({ userId }: { userId: number }) {
  const dispatch = usePortalDispatch();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await dispatch(downloadFile(consultancyAgreementUrl(userId), DEFAULT_FILE_NAMES.contract));
    } catch (error) {
      const desc = (error as Partial<ApiError>).items?.[0]?.message;
      dispatch(notify({ type: 'error', title: texts.downloadFailed, ...(desc ? { desc } : {}) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      loading={busy}
      loadingLabel="Downloading"
    >
      {texts.downloadAgreement}
    </Button>
  );
}

function SignatureForm({ user }: { user: User }) {
  const [sign] = useSignConsultancyAgreementMutation();
  const initialValues = useMemo(() => ({ fullName: signerName(user), address: '' }), [user]);
  const submit = useSignatureSubmit(
    (values: SignatureValues) => sign({ id: user.id, ...values, agree: values.agree === true }),
    texts.agreementSigned,
  );
  return (
    <Form<SignatureValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="contracts__form" onSubmit={handleSubmit} noValidate>
          <SignerNameField />
          <FormTextArea
            name="address"
            label={texts.addressLabel}
            hint={texts.addressHint}
            autoComplete="street-address"
            rows={3}
            required
            validate={signatureValidators.address}
          />
          <Field<boolean> name="agree" type="checkbox" validate={signatureValidators.agree}>
            {({ input, meta }) => (
              <Checkbox {...input} label={texts.agree} error={shownError(meta)} />
            )}
          </Field>
          <SignActions
            submitError={submitError}
            submitting={submitting}
            label={texts.sign}
            loadingLabel="Signing"
          />
        </form>
      )}
    </Form>
  );
}

/** The consultancy agreement: read it, download it, and sign it once. */
export function AgreementCard({ user }: { user: User }) {
  const signedAt = user.contracts?.consultancyAgreementSignedAt ?? null;
  return (
    <Card title={texts.agreementTitle} actions={<SignedChip signed={signedAt !== null} />}>
      <AgreementText name={signerName(user)} />
      <div className="contracts__download">
        <DownloadAgreement userId={user.id} />
      </div>
      {signedAt ? <SignedNote signedAt={signedAt} /> : <SignatureForm user={user} />}
    </Card>
  );
}
