import { Link, useSearchParams } from 'react-router';
import './mode-switch.css';

/** Between the upload page's two modes, keeping the rest of the query (e.g. a campaign). */
export function ModeSwitch({ mode }: { mode: 'upload' | 'quote' }) {
  const [search] = useSearchParams();
  const to = (target: 'upload' | 'quote') => {
    const next = new URLSearchParams(search);
    if (target === 'quote') next.set('mode', 'quote');
    else next.delete('mode');
    const query = next.toString();
    return { search: query ? `?${query}` : '' };
  };
  return (
    <nav aria-label="Upload or quote" className="mode-switch">
      <Link to={to('upload')} aria-current={mode === 'upload' ? 'page' : undefined}>
        Upload files
      </Link>
      <Link to={to('quote')} aria-current={mode === 'quote' ? 'page' : undefined}>
        Get a quote
      </Link>
    </nav>
  );
}
