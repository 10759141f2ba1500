import { useMemo } from 'react';
import { Field } from 'react-final-form';
import type { User } from '@portal/contracts';
import { DEVICES_MAX_LENGTH } from '@portal/contracts/common/limits';
import {
  securityStatementKeys,
  securityStatements,
  staffContractsTexts as texts,
} from '@portal/contracts/staff-contracts/texts';
import {
  useGetOwnSecurityRequirementsQuery,
  useSubmitSecurityRequirementsMutation,
} from '@portal/contracts/staff-contracts/client';
import type { SecurityRequirementsInput } from '@portal/contracts/staff-contracts/schema';
import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  required,
  ticked,
} from '@portal/contracts/common/validation';
import { shownError } from '@portal/contracts/app/field-errors';
import { Card, QueryState } from '@portal/ui';
import { Form, Checkbox, FormTextField } from '@portal/ui/forms';
import { SignedNote } from './SignedNote.tsx';
import {
  SignActions,
  SignedChip,
  SignerNameField,
  signerName,
  useSignatureSubmit,
} from './signing.tsx';

const securityValidators = {
  statement: ticked(texts.confirmRequired),
  devices: composeValidators(required(), maxLength(DEVICES_MAX_LENGTH), noAngleBrackets),
};

function Tick({ name, label }: { name: string; label: string }) {
  return (
    <Field<boolean> name={name} type="checkbox" validate={securityValidators.statement}>
      {({ input, meta }) => <Checkbox {...input} label={label} error={shownError(meta)} />}
    </Field>
  );
}

function SecurityForm({ user }: { user: User }) {
  const [submitForm] = useSubmitSecurityRequirementsMutation();
  const initialValues = useMemo(() => ({ fullName: signerName(user) }), [user]);
  const submit = useSignatureSubmit(
    (values: SecurityRequirementsInput) => submitForm(values),
    texts.securitySigned,
  );
  return (
    <Form<SecurityRequirementsInput> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form className="contracts__form" onSubmit={handleSubmit} noValidate>
          <fieldset className="contracts__statements">
            <legend>{texts.statementsLegend}</legend>
            {securityStatementKeys.map((key) => (
              <Tick key={key} name={key} label={securityStatements[key]} />
            ))}
          </fieldset>
          <FormTextField
            name="devices"
            label={texts.devicesLabel}
            hint={texts.devicesHint}
            required
            validate={securityValidators.devices}
          />
          <Tick name="declaration" label={texts.declaration} />
          <SignerNameField />
          <SignActions
            submitError={submitError}
            submitting={submitting}
            label={texts.submit}
            loadingLabel="Submitting"
          />
        </form>
      )}
    </Form>
  );
}

/** What the user submitted: when, on which devices, signed by whom. */
function Submitted() {
  const own = useGetOwnSecurityRequirementsQuery();
  // Shown once the form is signed: an answer without the submission is a failure to read it.
  const answer = own.data?.submission ?? undefined;
  const submitted = { ...own, data: answer, currentData: answer };
  return (
    <QueryState query={submitted} loadingLabel="Loading" errorMessage={texts.loadFailed} keepData>
      {(submission) => (
        <>
          <SignedNote signedAt={submission.signedAt} />
          <dl className="contracts__summary">
            <div>
              <dt>{texts.devicesSummary}</dt>
              <dd>{submission.devices}</dd>
            </div>
            <div>
              <dt>{texts.signedBySummary}</dt>
              <dd>{submission.fullName}</dd>
            </div>
          </dl>
        </>
      )}
    </QueryState>
  );
}

/** The IT security form: every statement confirmed, the devices named, signed once. */
export function SecurityFormCard({ user }: { user: User }) {
  const signed = Boolean(user.contracts?.securityRequirementsSignedAt);
  return (
    <Card title={texts.securityTitle} actions={<SignedChip signed={signed} />}>
      {signed ? (
        <Submitted />
      ) : (
        <>
          <p className="contracts__lead">{texts.securityIntro}</p>
          <SecurityForm user={user} />
        </>
      )}
    </Card>
  );
}
