import { ADMIN_CHAT_MESSAGE_MAX } from '@portal/contracts/media-edits/rules';
import { mediaEditTexts } from '@portal/contracts/media-edits/texts';
import {
  useEditMediaDetailsMutation,
  useGetAdminChatQuery,
} from '@portal/contracts/media-edits/client';
import type { AdminChatMessage } from '@portal/contracts/media-edits/schema';
import { freeTextRule } from '@portal/contracts/common/validation';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import { formatUnixTime } from '@portal/contracts';
import { Button, QueryState, Skeleton } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';
import { Form, FormError, FormTextArea } from '@portal/ui/forms';
import type { MediaEditDialogProps } from './useDetailsEdit.ts';

const messageRules = freeTextRule(ADMIN_CHAT_MESSAGE_MAX);

function Messages({ messages }: { messages: AdminChatMessage[] }) {
  return (
    <ol className="media-edits__chat" aria-label="Messages">
      {/* Newest first: the latest word is what an admin opens the chat for. */}
      {[...messages].reverse().map((message) => (
        <li key={message.id} className="media-edits__message">
          <p className="media-edits__meta">
            <strong>{message.authorName ?? 'Former staff'}</strong>{' '}
            <time dateTime={new Date(message.at * 1000).toISOString()}>
              {formatUnixTime(message.at, 'long')}
            </time>
          </p>
          <p className="media-edits__text">{message.message}</p>
        </li>
      ))}
    </ol>
  );
}

/** The chat's thread: loading, its failure with a retry, or its messages. */
function Thread({ mediaId }: { mediaId: number }) {
  const chat = useGetAdminChatQuery(mediaId);
  return (
    <QueryState
      query={chat}
      loading={
        <>
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </>
      }
      loadingLabel="Loading the messages"
      headingLevel={3}
      keepData
      isEmpty={(messages) => messages.length === 0}
      empty={{ title: mediaEditTexts.chatEmpty }}
    >
      {(messages) => <Messages messages={messages} />}
    </QueryState>
  );
}

/** adminsChat: the admins' messages on the media, and a new one added. */
export function AdminsChatDialog({ media, onClose }: MediaEditDialogProps) {
  const [edit] = useEditMediaDetailsMutation();
  const send = async ({ adminChat }: { adminChat: string }) => {
    const result = await edit({ id: media.id, adminChat });
    return result.error
      ? submissionErrors(result.error, 'The message could not be sent')
      : undefined;
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Admins chat"
      description={media.title}
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      <Form<{ adminChat: string }> onSubmit={send}>
        {({ handleSubmit, form, submitting, submitError }) => (
          <form
            className="media-edits__compose"
            noValidate
            onSubmit={(event) =>
              void handleSubmit(event)?.then((errors) => {
                if (!errors) form.restart();
              })
            }
          >
            <FormTextArea name="adminChat" label="New message" rows={3} validate={messageRules} />
            <FormError message={submitError} />
            <Button type="submit" loading={submitting} loadingLabel="Sending">
              Send message
            </Button>
          </form>
        )}
      </Form>
      <Thread mediaId={media.id} />
    </Dialog>
  );
}
