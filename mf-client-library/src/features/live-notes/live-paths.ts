/** Where the live-note library is, /v3/live-notetaking-library/{type} (client spec section 2). */
export const liveLibraryPath = '/live-notetaking-library';
