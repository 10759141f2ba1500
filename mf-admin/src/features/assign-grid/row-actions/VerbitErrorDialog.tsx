import { S2T_ERROR_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useReportSpeechToTextErrorMutation } from '@portal/contracts/speech-to-text/client';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { FormDialog, FormTextArea } from '@portal/ui/forms';
import { s2tErrorRules } from './free-text-rules.ts';
import type { RowDialogProps } from './steps.tsx';
import { useRowStep } from './useRowStep.ts';

const failed = 'The speech-to-text error could not be recorded';

/**
 * triggerVerbitError (POST /v1/media/error/{id}): the provider's error recorded by hand, as
 * the provider would report it: the media shows S2T Fail with it.
 */
export function VerbitErrorDialog({ media, onClose }: RowDialogProps) {
  const [report] = useReportSpeechToTextErrorMutation();
  const step = useRowStep(media);

  const submit = async (values: { message: string }) => {
    const result = await report({ id: media.id, message: values.message });
    if (validationMessages(result.error)) return submissionErrors(result.error, failed);
    await step(Promise.resolve(result), { done: 'Speech-to-text error recorded', failed });
    onClose();
    return undefined;
  };

  return (
    <FormDialog<{ message: string }>
      title="Record speech-to-text error"
      description={media.title}
      intro={<p>Its sub-status becomes S2T Fail, with this error.</p>}
      confirm="Record error"
      busyLabel="Recording"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextArea
        name="message"
        label="Error"
        hint={`The provider's error, at most ${S2T_ERROR_MAX_LENGTH} characters.`}
        required
        validate={s2tErrorRules}
      />
    </FormDialog>
  );
}
