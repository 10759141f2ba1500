import { errorTexts } from '@portal/contracts';
import { ErrorState, Page } from '@portal/ui';

/** Without its configuration the portal cannot route anywhere; say so and offer a retry. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  return (
    <main>
      <Page title="Transcription portal">
        <ErrorState message={errorTexts.somethingWentWrong} onRetry={onRetry} />
      </Page>
    </main>
  );
}
