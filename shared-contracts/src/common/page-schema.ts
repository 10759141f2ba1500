import { z } from 'zod';
import { MAX_PAGE_SIZE } from './limits.ts';

/** The paging of a list query: page (from 1) and page_size, `defaultSize` unless asked. */
export const pageQuery = (defaultSize: number) => ({
  page: z.coerce.number<number>().int().positive().max(100_000).default(1),
  page_size: z.coerce.number<number>().int().positive().max(MAX_PAGE_SIZE).default(defaultSize),
});

/** A page of a list as the API answers it: the items, the total before paging, where it is. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    result: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** One page of a list (client spec section 3, Paginator). */
export type Page<T> = z.output<ReturnType<typeof pageOf<z.ZodType<T>>>>;

/**
 * A bracket list (`status[]=a&status[]=b`), or one value sent plainly, of at most `max` items
 * (a filter's choices: 20). The parameter's type is the portal's input type only: the server
 * still checks whatever arrives.
 */
export const listOf = <T extends z.ZodType>(item: T, max = 20) =>
  z.preprocess(
    (value: z.input<T> | z.input<T>[]) => (Array.isArray(value) ? value : [value]),
    z.array(item).max(max),
  );
