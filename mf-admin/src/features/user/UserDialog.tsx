import { useState } from 'react';
import { Field } from 'react-final-form';
import { can, rolesThatMay, roleLabel, type Role, type UserStatus } from '@portal/contracts';
import { useManageUserMutation, type ManagedUserUpdate } from '@portal/contracts/user/users-client';
import { userTexts } from '@portal/contracts/user/texts';
import type { Grade } from '@portal/contracts/user/grades';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import { phone } from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { Button } from '@portal/ui';
import { Checkbox, FormDialog, FormSelectField, FormTextField } from '@portal/ui/forms';
import { ResetMfaDialog } from './ResetMfaDialog.tsx';
import { TrainingFields, trainingFormField } from './TrainingFields.tsx';
import { userStatusOptions } from './user-lists.ts';

/** The form's values, named as the portal names the API's fields, so refusals land under them. */
interface Values {
  status: string;
  role: string;
  trainedIn: string[];
  grade: string;
  profile: { mobile: string; contactPhone2: string };
  oldTypist: boolean;
  canDoLazyShift: boolean;
  isXld: boolean;
}

/** Staff are whoever takes part in jobs: a staff account's role may become another staff one. */
const staffRoles = rolesThatMay('job.work').map((role) => ({
  value: String(role),
  label: roleLabel(role),
}));
const isStaff = (user: StaffUser) => can(user, 'job.work');

/** Typists and proofreaders: trained in services and graded for their jobs. */
const isWorker = (user: StaffUser) => can(user, 'job.transcribe');

const valuesOf = (user: StaffUser): Values => ({
  status: String(user.status),
  role: String(user.role),
  trainedIn: user.trainedIn.map((service) => service.shortName),
  grade: String(user.grade),
  profile: { mobile: user.profile.mobile ?? '', contactPhone2: user.profile.contactPhone2 ?? '' },
  oldTypist: user.oldTypist,
  canDoLazyShift: user.canDoLazyShift,
  isXld: user.isXLD,
});

/** What the form sends: what an admin may change of this user, and the role for a super admin. */
function changesOf(user: StaffUser, values: Values, mayChangeRole: boolean): ManagedUserUpdate {
  return {
    id: user.id,
    status: Number(values.status) as UserStatus,
    // An emptied field arrives undefined; sent empty, it clears the number.
    profile: {
      mobile: values.profile?.mobile ?? '',
      contactPhone2: values.profile?.contactPhone2 ?? '',
    },
    ...(mayChangeRole && { role: Number(values.role) as Role }),
    ...(isWorker(user) && {
      // An empty value stands for no service: a form cannot send an empty list.
      trainedIn: values.trainedIn?.length ? values.trainedIn : '',
      grade: Number(values.grade) as Grade,
      oldTypist: values.oldTypist,
      canDoLazyShift: values.canDoLazyShift,
      isXld: values.isXld,
    }),
  };
}

function Flag({ name, label }: { name: keyof Values; label: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => <Checkbox {...input} label={label} />}
    </Field>
  );
}

/**
 * A user, opened from a Users list to change what admins manage: status, phones, and for typists
 * and proofreaders their training, grade and staff flags; a super admin also a staff member's
 * role. Resetting their 2FA asks for confirmation first. Nobody changes their own role or status.
 */
export function UserDialog({
  user,
  mayChangeRoles,
  self,
  onDone,
  onClose,
}: {
  user: StaffUser;
  mayChangeRoles: boolean;
  self: boolean;
  onDone(user: StaffUser): void;
  onClose(): void;
}) {
  const [manage] = useManageUserMutation();
  const [confirmingReset, setConfirmingReset] = useState(false);
  // Kept from the first render: new initial values (lists, the profile) would reset the form.
  const [initialValues] = useState(() => valuesOf(user));
  const mayChangeRole = mayChangeRoles && !self && isStaff(user);
  const name = `${user.firstname} ${user.lastname}`;

  if (confirmingReset)
    return (
      <ResetMfaDialog user={user} onDone={onClose} onClose={() => setConfirmingReset(false)} />
    );

  const submit = async (values: Values) => {
    const changes = changesOf(user, values, mayChangeRole);
    // Their own account: the phones only (their role and status are not theirs to change).
    const result = await manage(self ? { id: user.id, profile: changes.profile } : changes);
    if (result.error)
      return submissionErrors(result.error, 'The user could not be saved', trainingFormField);
    onDone(user);
    return undefined;
  };

  return (
    <FormDialog<Values>
      title={name}
      description={`${roleLabel(user.role)} · ${user.email}`}
      intro={
        <div className="user-form__mfa">
          <span>Two-factor authentication: {user.mfaEnabled ? 'on' : 'not set up'}</span>
          {user.mfaEnabled && user.mfaId !== null && !self && (
            <Button variant="secondary" size="sm" onClick={() => setConfirmingReset(true)}>
              Reset 2FA
            </Button>
          )}
        </div>
      }
      initialValues={initialValues}
      confirm="Save user"
      busyLabel="Saving"
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="user-form">
        {self ? (
          <p className="user-form__note user-form__wide">{userTexts.ownRoleOrStatus}</p>
        ) : (
          <FormSelectField name="status" label="Status" options={userStatusOptions} />
        )}
        {mayChangeRole && <FormSelectField name="role" label="Role" options={staffRoles} />}
        <FormTextField name="profile.mobile" type="tel" label="Mobile" validate={phone} />
        <FormTextField
          name="profile.contactPhone2"
          type="tel"
          label="Second phone"
          validate={phone}
        />
      </div>
      {isWorker(user) && (
        <>
          <TrainingFields />
          <div className="user-form__flags">
            <Flag name="oldTypist" label="Older typist (exempt from the staff contracts)" />
            <Flag name="canDoLazyShift" label="Can do lazy shifts" />
            <Flag name="isXld" label="Cleared for extra-long recordings (XLD)" />
          </div>
        </>
      )}
    </FormDialog>
  );
}
