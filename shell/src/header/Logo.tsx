import { Link } from 'react-router';
import { selectSignedIn, selectSite, usePortalSelector } from '@portal/contracts';

const mark = (
  <svg className="shell-logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="7" />
    <path d="M9 11h14M9 16h14M9 21h9" />
  </svg>
);

/** Home when logged in, the provider's site otherwise (client spec section 2). */
export function Logo() {
  const signedIn = usePortalSelector(selectSignedIn);
  const site = usePortalSelector(selectSite);
  const content = (
    <>
      {mark}
      <span className="shell-logo-text">Transcription portal</span>
    </>
  );
  return signedIn ? (
    <Link to="/" className="shell-logo" aria-label="Transcription portal home">
      {content}
    </Link>
  ) : (
    <a href={site.url} className="shell-logo" aria-label="Transcription portal website">
      {content}
    </a>
  );
}
