import type { ProjectView } from './schema.ts';

/** A project as GET /v1/project answers it, for the tests. */
export const testProject = (id: number, overrides: Partial<ProjectView> = {}) =>
  ({
    id,
    shortId: `P-${1000 + id}`,
    title: `Project ${id}`,
    status: 'active',
    ownerId: 1,
    ownerName: 'Cleo Client',
    company: null,
    deadline: null,
    mediaDue: null,
    poNumber: null,
    duplicateOnCompletion: false,
    createdAt: Date.UTC(2026, 10, 20, 14, 5) / 1000,
    mediaCount: 0,
    access: 'owner',
    ...overrides,
  }) satisfies ProjectView;
