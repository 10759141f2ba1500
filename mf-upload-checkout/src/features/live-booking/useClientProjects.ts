import { useMemo } from 'react';
import { MAX_PAGE_SIZE } from '@portal/contracts/common/limits';
import { useGetProjectsQuery } from '@portal/contracts/project/projects-client';
import type { SelectOption } from '@portal/ui/forms';
import type { TargetAccount } from '../target-account/index.ts';
import type { Booker } from './steps.ts';

/**
 * The active projects the client can add the sessions' notes to: a client's own and those shared
 * with upload rights; for an admin, the chosen client's own. Visitors have none yet.
 */
export function useClientProjects(booker: Booker, target: TargetAccount | undefined) {
  const forAdmin = booker === 'admin';
  const projects = useGetProjectsQuery(
    forAdmin
      ? { ownerName: target?.personName, status: ['active'], pageSize: MAX_PAGE_SIZE }
      : { typesAllowed: ['owner', 'full', 'write'], status: ['active'], pageSize: MAX_PAGE_SIZE },
    { skip: booker === 'visitor' || (forAdmin && !target) },
  );
  const options = useMemo<SelectOption[]>(
    () =>
      (projects.data?.result ?? [])
        // Staff see every project: the name search narrows them, the owner's id decides.
        .filter((project) => !forAdmin || project.ownerId === target?.userId)
        .map((project) => ({ value: String(project.id), label: project.title })),
    [projects.data, forAdmin, target?.userId],
  );
  return { projects, options };
}
