import type { OutboxRow } from './outbox.ts';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => entities[c] ?? c);

// Trailing punctuation ends a sentence, not the link. The group makes split() keep the links.
const LINK = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/;

/** Links are found in the raw text and every piece is escaped on its own. */
const linkified = (text: string): string =>
  text
    .split(LINK)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');

const article = (row: OutboxRow): string => `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p>${row.channel === 'sms' ? 'SMS' : 'Mail'} to ${escapeHtml(row.recipient)} at
<time>${row.createdAt.toISOString()}</time>${
  row.emlFile ? ` · <a href="/v1/dev/outbox/${row.id}/eml">.eml</a>` : ''
}</p>
<pre>${linkified(row.text)}</pre>
</article>`;

/** The development outbox as a page: what a developer would otherwise read in a mail client. */
export const outboxPage = (rows: OutboxRow[], to: string | undefined): string => `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Outbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:auto}pre{white-space:pre-wrap}</style>
<h1>Outbox</h1>
<form><label>To <input name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${rows.length > 0 ? rows.map(article).join('\n') : '<p>No messages.</p>'}
</html>
`;
