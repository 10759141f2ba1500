// @portal/ui/week: the heading of the screens that show one week at a time (the shift booker,
// shift capacity), shared on its own so the portal's first load does without it.
// Shared stylesheets first, in the order of index.ts (which says why).
import './spinner/spinner.css';
import './button/button.css';
export { WeekHeader } from './week-header/WeekHeader.tsx';
export type { WeekHeaderProps } from './week-header/WeekHeader.tsx';
