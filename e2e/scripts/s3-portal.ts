/** Where the journeys' second portal, the one on S3 storage, and its stand-in bucket listen. */
export const s3Port = Number(process.env.E2E_S3_PORT ?? 8095);
export const s3PortalURL = `http://127.0.0.1:${Number(process.env.E2E_S3_PORTAL_PORT ?? 8096)}`;
