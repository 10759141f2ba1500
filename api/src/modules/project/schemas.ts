// The project's wire schemas are in @portal/contracts/core (schemas/project.ts); the media
// module's files that still read them here take them on.
export { mediaInfoSchema, type MediaInfo, type ProjectMediaInput } from '@portal/contracts/core';
