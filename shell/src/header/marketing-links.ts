export interface LinkGroup {
  label: string;
  links: readonly { label: string; path: string }[];
}

/** The logged-out marketing menu (client spec section 2); paths are on the provider's site. */
export const marketingGroups: readonly LinkGroup[] = [
  {
    label: 'Services',
    links: [
      { label: 'Audio transcription', path: 'audio-transcription' },
      { label: 'Video transcription', path: 'video-transcription' },
      { label: 'Captions and subtitles', path: 'captions-and-subtitles' },
      { label: 'Minutes and note taking', path: 'minutes-and-note-taking' },
    ],
  },
  {
    label: 'Learn more',
    links: [
      { label: 'How it works', path: 'how-it-works' },
      { label: 'Security', path: 'security' },
      { label: 'Case studies', path: 'case-studies' },
      { label: 'Industries', path: 'industries' },
      { label: 'Blog', path: 'blog' },
      { label: 'Transcription API', path: 'transcription-api' },
      { label: 'Help centre', path: 'help-centre' },
      { label: 'Contact us', path: 'contact-us' },
    ],
  },
  {
    label: 'Transcriber Jobs',
    links: [
      { label: 'Transcriber jobs', path: 'transcriber-jobs' },
      { label: 'On-site notetaking jobs', path: 'on-site-notetaking-jobs' },
    ],
  },
];

export const siteLink = (siteUrl: string, path: string): string =>
  new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
