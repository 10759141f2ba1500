// @portal/ui/captions: the caption checks' list of captions that break the norms (the editor's
// and the assign grid preview's), shared on its own so the portal's first load does without it.
export { CaptionProblemList } from './caption-problems/CaptionProblemList.tsx';
export type { CaptionProblemListProps } from './caption-problems/CaptionProblemList.tsx';
