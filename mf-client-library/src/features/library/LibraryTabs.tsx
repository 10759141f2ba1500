import { NavLink } from 'react-router';
import type { LibraryType } from '@portal/contracts/project/projects-client';
import { TabLinks, tabLinkClassName } from '@portal/ui';
import { libraryTypes } from './project-query.ts';
import './library.css';

/** Each tab lists the projects reached one way (client spec section 6, library tab mapping). */
export const libraryTabLabels: Record<LibraryType, string> = {
  my: 'My projects',
  'transcript-only': 'Transcript only',
  'upload-only': 'Upload only',
  'full-access': 'Full access',
};

/**
 * The library's tabs, as links: each tab has its own address, /v3/library/{type}, or below
 * another library's path (the live-note library's).
 */
export function LibraryTabs({ basePath = '/library', label = 'Library' }) {
  return (
    <TabLinks label={label}>
      {libraryTypes.map((type) => (
        <NavLink key={type} to={`${basePath}/${type}`} className={tabLinkClassName}>
          {libraryTabLabels[type]}
        </NavLink>
      ))}
    </TabLinks>
  );
}
