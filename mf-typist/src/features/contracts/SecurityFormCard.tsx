import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { notify, usePortalDispatch, type User } from '@portal/contracts';
import {
  DEVICES_MAX_LENGTH,
  SIGNATURE_NAME_MAX_LENGTH,
  securityStatementKeys,
  securityStatements,
  staffContractsTexts as texts,
  useGetOwnSecurityRequirementsQuery,
  useSubmitSecurityRequirementsMutation,
  type SecurityRequirementsInput,
} from '@portal/contracts/staff';
import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  required,
  shownError,
  ticked,
} from '@portal/contracts/forms';
import { Button, Card, ErrorState, Skeleton, StatusChip } from '@portal/ui';
import { Checkbox, FormTextField } from '@portal/ui/forms';
import { FormError } from '@portal/ui/forms';
import { SignedNote } from './SignedNote.tsx';
import { failedSubmission } from './submit-failure.ts';

export const securityValidators = {
  statement: ticked(texts.confirmRequired),
  devices: composeValidators(required(), maxLength(DEVICES_MAX_LENGTH), noAngleBrackets),
  fullName: composeValidators(required(), maxLength(SIGNATURE_NAME_MAX_LENGTH), noAngleBrackets),
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
  const dispatch = usePortalDispatch();
  const initialValues = useMemo(
    () => ({ fullName: `${user.firstname} ${user.lastname}` }),
    [user.firstname, user.lastname],
  );
  const submit = async (values: SecurityRequirementsInput) => {
    const result = await submitForm(values);
    if (result.error) return failedSubmission(result.error, dispatch, texts.signFailed);
    dispatch(notify({ type: 'success', title: texts.securitySigned, duration: 'short' }));
    return undefined;
  };
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
          <FormTextField
            name="fullName"
            label={texts.fullNameLabel}
            hint={texts.fullNameHint}
            autoComplete="name"
            required
            validate={securityValidators.fullName}
          />
          <FormError message={submitError} />
          <div className="contracts__actions">
            <Button type="submit" loading={submitting} loadingLabel="Submitting">
              {texts.submit}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

/** What the user submitted: when, on which devices, signed by whom. */
function Submitted() {
  const own = useGetOwnSecurityRequirementsQuery();
  if (own.isLoading)
    return (
      <div role="status" aria-busy="true" aria-label="Loading">
        <Skeleton lines={3} />
      </div>
    );
  const submission = own.data?.submission;
  if (!submission)
    return (
      <ErrorState
        message={texts.loadFailed}
        onRetry={() => void own.refetch()}
        retrying={own.isFetching}
      />
    );
  return (
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
  );
}

/** The IT security form: every statement confirmed, the devices named, signed once. */
export function SecurityFormCard({ user }: { user: User }) {
  const signed = Boolean(user.contracts?.securityRequirementsSignedAt);
  return (
    <Card
      title={texts.securityTitle}
      actions={
        <StatusChip tone={signed ? 'success' : 'warning'}>
          {signed ? texts.signedChip : texts.unsignedChip}
        </StatusChip>
      }
    >
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
