export { SpellingMenu } from './SpellingMenu.tsx';
export { useSpelling, type Spelling } from './useSpelling.ts';
