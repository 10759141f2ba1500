/**
 * How a user reaches a project (client spec section 6): staff reach every project; a client owns
 * it, was given full, read or write access by invitation, or owns the company it was made in.
 */
export const projectAccesses = ['staff', 'owner', 'company', 'full', 'read', 'write'] as const;
export type ProjectAccess = (typeof projectAccesses)[number];

/**
 * What each way of reaching a project allows: the API enforces it and the library offers only
 * what it allows. null is no access at all.
 */
export const projectCan = {
  /** See the project, its media and download transcripts. */
  read: (access: ProjectAccess | null): boolean => access !== null && access !== 'write',
  /** See the project and add media to it (write is upload-only: no transcripts). */
  see: (access: ProjectAccess | null): boolean => access !== null,
  upload: (access: ProjectAccess | null): boolean =>
    access === 'staff' || access === 'owner' || access === 'full' || access === 'write',
  /** Edit details, share, change or revoke access, delete media. */
  manage: (access: ProjectAccess | null): boolean =>
    access === 'staff' || access === 'owner' || access === 'full',
  /** Delete, duplicate, hand over ownership, hard delete media. */
  own: (access: ProjectAccess | null): boolean => access === 'staff' || access === 'owner',
};
