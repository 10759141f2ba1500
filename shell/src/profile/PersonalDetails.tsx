import { useMemo } from 'react';
import { Field } from 'react-final-form';
import { Button, Card } from '@portal/ui';
import { Form, TextArea, FormTextField } from '@portal/ui/forms';
import { notify, usePortalDispatch, type User } from '@portal/contracts';
import { useUpdateUserMutation } from '@portal/contracts/user/client';
import {
  EXTRA_INSTRUCTIONS_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '@portal/contracts/common/limits';
import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  phone,
  required,
} from '@portal/contracts/common/validation';
import { FormError, shownError } from '../account/form-fields.tsx';
import { toSubmitErrors } from '../account/api-failures.ts';

type Details = Pick<User, 'firstname' | 'lastname'> & {
  profile: { nickname: string; mobile: string; contactPhone2: string; extraInstructions: string };
};

const fields = [
  'firstname',
  'lastname',
  'profile.nickname',
  'profile.mobile',
  'profile.contactPhone2',
  'profile.extraInstructions',
];
const failureText = 'We could not save your details. Please contact us if the problem continues.';
const name = composeValidators(required(), maxLength(PERSON_NAME_MAX_LENGTH), noAngleBrackets);

const detailsOf = ({ firstname, lastname, profile }: User): Details => ({
  firstname,
  lastname,
  profile: {
    nickname: profile.nickname ?? '',
    mobile: profile.mobile ?? '',
    contactPhone2: profile.contactPhone2 ?? '',
    extraInstructions: profile.extraInstructions ?? '',
  },
});

/** Names and contact details, which every user may change for themselves. */
export function PersonalDetails({ user }: { user: User }) {
  const [updateUser] = useUpdateUserMutation();
  const dispatch = usePortalDispatch();
  // A new object on every render would make the form start over each time it re-renders.
  const initialValues = useMemo(() => detailsOf(user), [user]);
  const save = async ({ firstname, lastname, profile }: Details) => {
    const result = await updateUser({ id: user.id, firstname, lastname, profile });
    if ('error' in result) return toSubmitErrors(result.error, fields, failureText);
    dispatch(
      notify({ type: 'success', title: 'Your details have been saved.', duration: 'short' }),
    );
    return undefined;
  };
  return (
    <Card title="Personal details">
      <Form<Details>
        onSubmit={save}
        initialValues={initialValues}
        render={({ handleSubmit, submitting, submitError, pristine }) => (
          <form onSubmit={handleSubmit} noValidate className="shell-form shell-profile-form">
            <p className="shell-profile-email">
              Email: <strong>{user.email}</strong>
            </p>
            <FormTextField
              name="firstname"
              label="First name"
              autoComplete="given-name"
              validate={name}
            />
            <FormTextField
              name="lastname"
              label="Last name"
              autoComplete="family-name"
              validate={name}
            />
            <FormTextField
              name="profile.nickname"
              label="Nickname"
              validate={composeValidators(maxLength(PERSON_NAME_MAX_LENGTH), noAngleBrackets)}
            />
            <FormTextField
              name="profile.mobile"
              label="Mobile"
              type="tel"
              autoComplete="tel"
              validate={phone}
            />
            <FormTextField
              name="profile.contactPhone2"
              label="Contact phone 2"
              type="tel"
              validate={phone}
            />
            <Field<string>
              name="profile.extraInstructions"
              validate={composeValidators(
                maxLength(EXTRA_INSTRUCTIONS_MAX_LENGTH),
                noAngleBrackets,
              )}
            >
              {({ input, meta }) => (
                <TextArea {...input} label="Extra instructions" error={shownError(meta)} />
              )}
            </Field>
            <FormError message={submitError as string | undefined} />
            <Button type="submit" variant="primary" loading={submitting} disabled={pristine}>
              Save details
            </Button>
          </form>
        )}
      />
    </Card>
  );
}
