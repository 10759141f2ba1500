import { inAudience } from '../policy/policy.ts';
import { roleLabel } from '../policy/roles.ts';
import type { User } from './schema.ts';

/**
 * The analytics tags of a page's first signed-in user (client spec section 4): everyone's id;
 * typists and proofreaders also their user type with the short names of the services they are
 * trained in, so reports can tell staff work from clients'.
 */
export function userTags(user: Pick<User, 'id' | 'role' | 'trainedIn'>): Record<string, unknown>[] {
  const tags: Record<string, unknown>[] = [{ userId: user.id }];
  if (inAudience(user, 'job.transcribe'))
    tags.push({
      userType: roleLabel(user.role),
      trainedIn: user.trainedIn.map((service) => service.shortName),
    });
  return tags;
}
