import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify, usePortalDispatch, type UploadToProjectDialogProps } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { meetingDetailsTexts } from '@portal/contracts/meeting-details/rules';
import { formatMoney } from '@portal/contracts';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import { Button, ErrorState, Skeleton } from '@portal/ui';
import { Dialog } from '@portal/ui/dialog';
import { LeaveQuestion } from '../../components/LeaveQuestion.tsx';
import { CartLines } from '../cart/index.ts';
import {
  MeetingDetailsList,
  meetingDetailsLeads,
  useMeetingDetails,
} from '../meeting-details/index.ts';
import { useQuoteCurrency } from '../quote/index.ts';
import { useUploadableServices } from '../service-options/index.ts';
import {
  AddFiles,
  MediaOptions,
  type PutBytes,
  hasOptions,
  useCartUploads,
} from '../upload/index.ts';
import { actsForClients, useTargetAccount } from '../target-account/index.ts';
import { ProjectUploadConfirmation } from './ProjectUploadConfirmation.tsx';
import { ProjectWarning } from './ProjectWarning.tsx';
import { projectUploadTexts } from './texts.ts';
import { useProjectCheckout } from './useProjectCheckout.ts';
import './upload-to-project.css';

/**
 * Upload to project (client spec sections 2 and 4), exposed to the client library as
 * mf_upload_checkout/UploadToProjectDialog. Files upload straight into the project and land in
 * the cart; once there is a file a service can be chosen, then its options, saved 300 ms after
 * each change. Proceed asks for the Upload confirmation, whose Confirm orders the cart on the
 * business account. A client without one pays by card on the payment page instead, the files
 * already being in the project. A cart holding another project's files asks first (Warning).
 * Meeting details (client spec section 4): the simple form is filled in the confirmation; the
 * multi-field one only on the payment page, where Confirm sends the client.
 */
export default function UploadToProjectDialog({
  project,
  onClose,
  put,
}: UploadToProjectDialogProps & { put?: PutBytes }) {
  const navigate = useNavigate();
  const dispatch = usePortalDispatch();
  const formatsId = useId();
  const detailsId = useId();
  const profile = useGetProfileQuery();
  const user = profile.data;
  const { services, uploadable } = useUploadableServices();
  const preferred = useQuoteCurrency(user).currency;
  // An admin or super admin with a target project acts for its owner (client spec section 4).
  const forOwner = actsForClients(user) ? project.ownerId : undefined;
  const files = useCartUploads({
    preferredCurrency: preferred,
    put,
    projectId: project.id,
    userId: forOwner,
    // Whose cart depends on the role: nothing is fetched before it is known.
    skip: profile.isLoading,
  });
  const { cart, currency, media, uploads } = files;
  const details = useMeetingDetails(cart.data?.mediaList, services.data);
  const [, setTarget] = useTargetAccount();
  const [confirming, setConfirming] = useState(false);
  // The way out of the confirmation (Cancel, or closing it) the client took with attendees they
  // have not saved: it waits for their answer to the leave question.
  const [exit, setExit] = useState<() => void>();
  const leaveConfirmation = (way: () => void) => {
    if (details.edited) setExit(() => way);
    else way();
  };
  // What the options form last said: complete, incomplete, or nothing yet (a reopened dialog,
  // whose files keep the options saved before).
  const [formComplete, setFormComplete] = useState<boolean>();
  const choose = (options: ServiceOptions | undefined) => {
    files.setChosen(options);
    setFormComplete(options !== undefined);
  };
  const checkout = useProjectCheckout({
    project,
    user,
    services: services.data,
    refetchServices: () => void services.refetch(),
    userId: forOwner,
  });

  const others = media.filter((m) => m.projectId !== project.id);
  const ready =
    (cart.data?.totalDuration ?? 0) > 0 &&
    uploads.inProgress === 0 &&
    formComplete !== false &&
    media.every((m) => hasOptions(m) && m.price !== null);

  const toPaymentPage = () => {
    onClose();
    void navigate(`/fileupload/payment?projectId=${project.id}`);
  };

  const proceed = () => {
    if (forOwner !== undefined || user?.isBusinessAccount) {
      setConfirming(true);
      return;
    }
    toPaymentPage();
  };

  const confirm = async () => {
    if (details.form === 'multiField') {
      dispatch(
        notify({
          type: 'info',
          title: meetingDetailsTexts.legend,
          desc: meetingDetailsTexts.onlyOnUploadPage,
        }),
      );
      // The payment page checks out the owner's cart once they are the target account.
      if (forOwner !== undefined)
        setTarget({
          userId: forOwner,
          companyName: project.company,
          personName: project.ownerName,
        });
      toPaymentPage();
      return;
    }
    if (cart.data && (await checkout.confirm(cart.data))) onClose();
  };

  if (cart.data && others.length > 0)
    return (
      <ProjectWarning project={project} others={others} onCancel={onClose} userId={forOwner} />
    );
  if (confirming && cart.data)
    return (
      <>
        <ProjectUploadConfirmation
          project={project}
          cart={cart.data}
          confirming={checkout.confirming}
          onBack={() => leaveConfirmation(() => setConfirming(false))}
          onConfirm={() => void confirm()}
          onClose={() => leaveConfirmation(onClose)}
          confirmDisabled={
            details.form === undefined || (details.form === 'simple' && !details.ready)
          }
          note={details.form === 'simple' ? details.note : undefined}
        >
          {details.form === 'simple' && (
            <section className="project-upload__details" aria-labelledby={detailsId}>
              <h3 id={detailsId} className="project-upload__details-title">
                {meetingDetailsTexts.legend}
              </h3>
              <p className="ui-text-muted project-upload__details-lead">
                {meetingDetailsLeads.simple}
              </p>
              <MeetingDetailsList
                media={cart.data.mediaList}
                form="simple"
                headingLevel={4}
                onSaved={() => void cart.refetch()}
                onDirtyChange={details.onDirtyChange}
              />
            </section>
          )}
        </ProjectUploadConfirmation>
        <LeaveQuestion
          open={exit !== undefined}
          title={meetingDetailsTexts.leaveTitle}
          description={meetingDetailsTexts.leaveQuestion}
          leaveLabel="Leave without saving"
          onStay={() => setExit(undefined)}
          onLeave={() => {
            setExit(undefined);
            exit?.();
          }}
        />
      </>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={projectUploadTexts.title}
      description={projectUploadTexts.subtitle(project.title, project.ownerName)}
      size="lg"
      fullHeight
      actions={
        <>
          {cart.data && cart.data.mediaList.length > 0 && (
            <p className="project-upload__total ui-tabular-nums" aria-live="polite">
              Total {formatMoney(cart.data.totalPrice, currency)} ex. VAT
            </p>
          )}
          <Button variant="primary" disabled={!ready || profile.isLoading} onClick={proceed}>
            Proceed
          </Button>
        </>
      }
    >
      {cart.isLoading || profile.isLoading ? (
        <div role="status" aria-busy="true" aria-label="Loading your cart">
          <Skeleton variant="block" height={160} />
        </div>
      ) : cart.isError ? (
        <ErrorState message="We could not load your cart." onRetry={() => void cart.refetch()} />
      ) : (
        <div className="project-upload">
          <div>
            <AddFiles files={files} formatsId={formatsId} />
          </div>
          {media.length > 0 && (
            <>
              <CartLines
                cart={cart.data!}
                services={uploadable}
                onRemove={(item) => {
                  // The service is cleared with the last file (client spec section 4).
                  if (media.length === 1) choose(undefined);
                  void files.remove(item);
                }}
                removing={files.removing}
              />
              {uploadable.length > 0 ? (
                <MediaOptions
                  media={media}
                  services={uploadable}
                  currency={currency}
                  onSaved={files.refetchCart}
                  onChosen={choose}
                />
              ) : (
                <p className="ui-text-muted">
                  {services.isLoading
                    ? 'Loading our services…'
                    : 'We could not load our transcription services. Please reload the page.'}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
