import { lazyNamed } from '@portal/ui';

// Fetched at its first opening: the editor's first load does without it (wrap it in LazyDialog).
export const SpellingMenu = lazyNamed(() => import('./SpellingMenu.tsx'), 'SpellingMenu');
export { useSpelling, type Spelling } from './useSpelling.ts';
