import { startS3StandIn } from '../../api/src/test/s3-stand-in.ts';

/**
 * An S3 bucket for the journeys of the portal on S3 storage, one of Playwright's webServers: the
 * API's stand-in (presigned URLs checked, multipart uploads), its CORS open to that portal.
 */
const s3 = await startS3StandIn(undefined, {
  port: Number(process.env.S3_PORT),
  corsOrigin: process.env.PORTAL_ORIGIN,
});
console.log(`S3 stand-in at ${s3.endpoint}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void s3.close().then(() => process.exit(0)));
}
