import { createTemplate } from './database.ts';

export default async function globalSetup(): Promise<void> {
  await createTemplate();
}
