import { Button } from '@portal/ui';
import { downloadText } from './download-text.ts';

export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

const fileText = (codes: readonly string[]) =>
  `Transcription portal recovery codes\nEach code signs you in once when your second factor is not at hand.\n\n${codes.join('\n')}\n`;

/** Codes shown once, right after they are made: the user keeps them or they are gone. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="shell-recovery-codes" role="region" aria-label="Your recovery codes">
      <p>
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They will not be shown again.
      </p>
      <ul>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() => downloadText(RECOVERY_CODES_FILE, fileText(codes))}
      >
        Download recovery codes
      </Button>
    </div>
  );
}
