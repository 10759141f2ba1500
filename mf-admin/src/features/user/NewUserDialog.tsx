import { roleLabel, type Role } from '@portal/contracts';
import {
  useAdminCreateUserMutation,
  type AdminCreateUser,
} from '@portal/contracts/user/users-client';
import type { Grade } from '@portal/contracts/user/grades';
import type { StaffUser } from '@portal/contracts/user/list-schema';
import { PERSON_NAME_MAX_LENGTH } from '@portal/contracts/common/limits';
import {
  composeValidators,
  email,
  freeTextRule,
  required,
} from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { FormDialog, FormSelectField, FormTextField } from '@portal/ui/forms';
import { TrainingFields, trainingFormField } from './TrainingFields.tsx';
import { isWorkerList, userListRoles, type UserList } from './user-lists.ts';

/** The form's values, named as the portal names the API's fields, so refusals land under them. */
interface Values {
  role: string;
  email: string;
  firstname: string;
  lastname: string;
  trainedIn?: string[];
  grade?: string;
}

const nameRule = freeTextRule(PERSON_NAME_MAX_LENGTH);
const emailRule = composeValidators(required(), email());
function inputOf(values: Values, worker: boolean): AdminCreateUser {
  return {
    role: Number(values.role) as Role,
    email: values.email,
    firstname: values.firstname,
    lastname: values.lastname,
    ...(worker && values.trainedIn?.length && { trainedIn: values.trainedIn }),
    ...(worker && values.grade && { grade: Number(values.grade) as Grade }),
  };
}

/**
 * POST /v1/user/admin-create: an account of the list's kind (for the admin list, a super admin
 * chooses which admin role). It stays pending until its owner follows the activation mail and
 * sets a password; staff then set up 2FA at their first sign-in.
 */
export function NewUserDialog({
  list,
  onDone,
  onClose,
}: {
  list: UserList;
  onDone(user: StaffUser): void;
  onClose(): void;
}) {
  const [create] = useAdminCreateUserMutation();
  const roles = userListRoles[list];
  const submit = async (values: Values) => {
    const result = await create(inputOf(values, isWorkerList(list)));
    if (result.error)
      return submissionErrors(result.error, 'The account could not be opened', trainingFormField);
    onDone(result.data);
    return undefined;
  };

  return (
    <FormDialog<Values>
      title="New user"
      intro={
        <p className="user-form__note">
          They get a mail with a link to activate the account and choose a password.
        </p>
      }
      initialValues={{ role: String(roles[0]), grade: '1' }}
      confirm="Create user"
      busyLabel="Creating"
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="user-form">
        {roles.length > 1 && (
          <FormSelectField
            name="role"
            label="Role"
            options={roles.map((role) => ({ value: String(role), label: roleLabel(role) }))}
          />
        )}
        <FormTextField name="firstname" label="First name" required validate={nameRule} />
        <FormTextField name="lastname" label="Last name" required validate={nameRule} />
        <FormTextField
          name="email"
          type="email"
          label="Email"
          autoComplete="off"
          required
          validate={emailRule}
        />
      </div>
      {isWorkerList(list) && <TrainingFields />}
    </FormDialog>
  );
}
