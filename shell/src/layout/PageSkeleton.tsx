import { Page, Skeleton } from '@portal/ui';

/** What a page looks like while the data it depends on is loading. */
export function PageSkeleton() {
  return (
    <Page title={<Skeleton variant="line" width="12rem" />}>
      <div role="status" aria-busy="true" aria-label="Loading">
        <Skeleton variant="block" height="8rem" />
      </div>
    </Page>
  );
}
