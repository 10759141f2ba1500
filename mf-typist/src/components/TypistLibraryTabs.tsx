import { NavLink } from 'react-router';
import { selectFeatureFlags, usePortalSelector } from '@portal/contracts';
import { TabLinks, tabLinkClassName } from '@portal/ui';

/**
 * The typist library's two lists as tabs, each its own address: the jobs on offer (only with
 * the self-assign offers flag) and the typist's own. Without offers there is one list, no tabs.
 */
export function TypistLibraryTabs() {
  const { selfAssignOffers } = usePortalSelector(selectFeatureFlags);
  if (!selfAssignOffers) return null;
  return (
    <TabLinks label="Typist library">
      <NavLink to="/typist/library" end className={tabLinkClassName}>
        Available jobs
      </NavLink>
      <NavLink to="/typist/library/assigned" className={tabLinkClassName}>
        Assigned jobs
      </NavLink>
    </TabLinks>
  );
}
