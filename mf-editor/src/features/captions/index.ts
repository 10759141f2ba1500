export { CaptionCheck } from './CaptionCheck.tsx';
