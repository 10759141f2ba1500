import { dropTemplate } from './database.ts';

export default async function globalTeardown(): Promise<void> {
  await dropTemplate();
}
