export { FindReplace } from './FindReplace.tsx';
