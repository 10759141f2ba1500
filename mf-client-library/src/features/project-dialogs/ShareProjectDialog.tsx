import { Field } from 'react-final-form';
import {
  notify,
  usePortalDispatch,
  type ProjectPermission,
  errorTexts,
  failureText,
} from '@portal/contracts';
import {
  useChangeShareMutation,
  useGetProjectSharesQuery,
  useRevokeShareMutation,
  useShareProjectMutation,
} from '@portal/contracts/project-permission/client';
import type { ProjectShare } from '@portal/contracts/project-permission/schema';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { Button, QueryState, StatusChip } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { Form, SelectField } from '@portal/ui/forms';
import { FormError } from '@portal/ui/forms';
import { InviteeEmailField } from '../../components/form-fields.tsx';
import type { ProjectDialogProps } from './project-dialog-props.ts';
import { permissionOptions } from './share-permissions.ts';
import { projectTexts } from './project-texts.ts';
import './project-dialogs.css';

interface InviteValues {
  email: string;
  permission: ProjectPermission;
}

/**
 * Who a project is shared with (client spec section 4, Invitations): invite by email with full,
 * read or write access, change someone's access, revoke it or withdraw a pending invitation.
 */
export default function ShareProjectDialog({ project, onClose }: ProjectDialogProps) {
  const dispatch = usePortalDispatch();
  const [share] = useShareProjectMutation();
  const invite = async (values: InviteValues) => {
    const result = await share({ projectId: project.id, ...values, email: values.email.trim() });
    if (result.error) return submissionErrors(result.error, projectTexts.contactUs);
    dispatch(notify({ type: 'success', title: projectTexts.invitationSent, desc: values.email }));
    return undefined;
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Share project"
      description={project.title}
      size="lg"
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Form<InviteValues> initialValues={{ email: '', permission: 'read' }} onSubmit={invite}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form
            className="share-invite"
            noValidate
            onSubmit={(event) =>
              void handleSubmit(event)?.then((errors) => {
                // A sent invitation empties the form for the next person.
                if (!errors) form.restart({ email: '', permission: 'read' });
              })
            }
          >
            <InviteeEmailField containerClassName="share-invite__email" />
            <Field<ProjectPermission> name="permission">
              {({ input }) => <SelectField {...input} label="Access" options={permissionOptions} />}
            </Field>
            <Button type="submit" loading={submitting} loadingLabel="Sending">
              Send invitation
            </Button>
            <FormError message={submitError} />
          </form>
        )}
      </Form>
      <h3 className="project-dialog__heading">People with access</h3>
      <ShareList projectId={project.id} />
    </Dialog>
  );
}

function ShareList({ projectId }: { projectId: number }) {
  const shares = useGetProjectSharesQuery({ projectId });
  return (
    <QueryState
      query={shares}
      loadingLabel="Loading the people with access"
      errorMessage={`${projectTexts.sharesLoadFailed}. ${failureText(shares.error, errorTexts.contactUs)}`}
      headingLevel={4}
      isEmpty={(all) => listedOf(all).length === 0}
      empty={{
        title: 'Not shared yet',
        text: 'Invite someone by email: they get a link to accept.',
      }}
    >
      {(all) => (
        <ul className="share-list">
          {listedOf(all).map((item) => (
            <ShareRow key={item.id} share={item} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** The shares still open or taken up: a declined or revoked one gives no access. */
const listedOf = (shares: ProjectShare[]) =>
  shares.filter((item) => item.state === 'pending' || item.state === 'accepted');

function ShareRow({ share }: { share: ProjectShare }) {
  const dispatch = usePortalDispatch();
  const [change, changing] = useChangeShareMutation();
  const [revoke, revoking] = useRevokeShareMutation();
  const pending = share.state === 'pending';

  const changeAccess = async (permission: ProjectPermission) => {
    const result = await change({ id: share.id, permission });
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: projectTexts.shareFailed,
          desc: failureText(result.error, errorTexts.contactUs),
        }),
      );
      return;
    }
    dispatch(notify({ type: 'success', title: projectTexts.invitationSent, desc: share.email }));
  };
  const revokeAccess = async () => {
    const result = await revoke({ id: share.id, projectId: share.projectId });
    if (result.error) {
      dispatch(
        notify({
          type: 'error',
          title: projectTexts.revokeFailed,
          desc: failureText(result.error, errorTexts.contactUs),
        }),
      );
      return;
    }
    dispatch(notify({ type: 'success', title: projectTexts.accessRevoked, desc: share.email }));
  };

  const who = share.userName ?? share.email;
  return (
    <li className="share-list__item">
      <div className="share-list__who">
        <span className="share-list__name">{who}</span>
        {share.userName && <span className="share-list__email">{share.email}</span>}
      </div>
      <StatusChip tone={pending ? 'warning' : 'success'}>
        {pending ? 'Invitation pending' : 'Accepted'}
      </StatusChip>
      <SelectField
        label={`Access of ${who}`}
        hideLabel
        options={permissionOptions}
        value={share.permission}
        disabled={changing.isLoading || revoking.isLoading}
        onChange={(event) => void changeAccess(event.target.value as ProjectPermission)}
        containerClassName="share-list__access"
      />
      <Button
        variant="quiet"
        size="sm"
        loading={revoking.isLoading}
        loadingLabel="Revoking"
        disabled={changing.isLoading}
        aria-label={`${pending ? 'Cancel invitation of' : 'Revoke access of'} ${who}`}
        onClick={() => void revokeAccess()}
      >
        {pending ? 'Cancel invitation' : 'Revoke'}
      </Button>
    </li>
  );
}
