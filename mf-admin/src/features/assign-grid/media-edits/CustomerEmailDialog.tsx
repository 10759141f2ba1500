import { useNotice } from '@portal/contracts';
import {
  CUSTOMER_EMAIL_MESSAGE_MAX,
  CUSTOMER_EMAIL_SUBJECT_MAX,
} from '@portal/contracts/media-edits/rules';
import { mediaEditTexts } from '@portal/contracts/media-edits/texts';
import { useNotifyMediaMutation } from '@portal/contracts/media-edits/client';
import { freeTextRule } from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { FormDialog, FormTextArea, FormTextField } from '@portal/ui/forms';
import type { MediaEditDialogProps } from './useDetailsEdit.ts';

interface Values {
  subject: string;
  message: string;
}

const subjectRules = freeTextRule(CUSTOMER_EMAIL_SUBJECT_MAX);
const messageRules = freeTextRule(CUSTOMER_EMAIL_MESSAGE_MAX);

/** sendCustomerEmail: an admin's mail to the media's client, kept in its history. */
export function CustomerEmailDialog({ media, onClose }: MediaEditDialogProps) {
  const [send] = useNotifyMediaMutation();
  const notice = useNotice();
  const submit = async (values: Values) => {
    const result = await send({ id: media.id, kind: 'customer_email', ...values });
    if (result.error) return submissionErrors(result.error, 'The email could not be sent');
    notice.success(mediaEditTexts.sent(result.data.mailedTo.length), media.title);
    onClose();
    return undefined;
  };
  return (
    <FormDialog<Values>
      title="Send customer email"
      intro={
        <p className="media-edits__note">
          To {media.clientName ?? 'the client'}, about {media.title}.
        </p>
      }
      confirm="Send email"
      busyLabel="Sending"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField name="subject" label="Subject" required validate={subjectRules} />
      <FormTextArea name="message" label="Message" rows={8} required validate={messageRules} />
    </FormDialog>
  );
}
