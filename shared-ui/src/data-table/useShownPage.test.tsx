import { renderHook } from '@testing-library/react';
import type { TableState } from './table-state.ts';
import { useShownPage, type ShownPage } from './useShownPage.ts';

const first: TableState = { page: 1, perPage: 50, sort: null, filter: { status: 'done' } };
type Answer = { result: string[]; total: number };
const pageOf = (name: string): Answer => ({ result: [name], total: 120 });

interface Props {
  state: TableState;
  answered?: Answer;
  /** A typed filter waits for its debounce. */
  filterPending?: boolean;
}

const shown = (state: TableState, answered: Answer | undefined) =>
  renderHook<ShownPage<Answer>, Props>(
    ({ state, answered, filterPending = false }: Props) =>
      useShownPage({ state, filterPending }, answered),
    { initialProps: { state, answered } },
  );

it('shows what the query answered for the state, nothing before its first answer', () => {
  const { result, rerender } = shown(first, undefined);
  expect(result.current).toEqual({ page: undefined, waiting: false });
  const answered = pageOf('page 1');
  rerender({ state: first, answered });
  expect(result.current.page).toBe(answered);
});

it('keeps the last page while another page or page size of the same view loads', () => {
  const answered = pageOf('page 1');
  const { result, rerender } = shown(first, answered);
  // The URL's state is read again on each change: an equal filter is another object.
  rerender({ state: { ...first, page: 2, filter: { status: 'done' } }, answered: undefined });
  expect(result.current.page).toBe(answered);
  rerender({ state: { ...first, perPage: 100 }, answered: undefined });
  expect(result.current.page).toBe(answered);
  const second = pageOf('page 2');
  rerender({ state: { ...first, page: 2 }, answered: second });
  expect(result.current.page).toBe(second);
});

it('drops the page of another filter or sort while that one loads', () => {
  const { result, rerender } = shown(first, pageOf('done'));
  rerender({
    state: { ...first, filter: { status: 'done', title: 'Board' } },
    answered: undefined,
  });
  expect(result.current.page).toBeUndefined();
  rerender({ state: { ...first, filter: {} }, answered: undefined });
  expect(result.current.page).toBeUndefined();
  rerender({ state: { ...first, sort: { key: 'title', value: 'asc' } }, answered: undefined });
  expect(result.current.page).toBeUndefined();
});

it("keeps the new view's page once it has been answered, not the first one", () => {
  const { result, rerender } = shown(first, pageOf('done'));
  const board = { ...first, filter: { title: 'Board' } };
  const boards = pageOf('boards');
  rerender({ state: board, answered: boards });
  rerender({ state: { ...board, page: 2 }, answered: undefined });
  expect(result.current.page).toBe(boards);
  rerender({ state: { ...first, page: 2 }, answered: undefined });
  expect(result.current.page).toBeUndefined();
});

it('waits, showing no page, while a typed filter is pending', () => {
  const answered = pageOf('done');
  const { result, rerender } = shown(first, answered);
  rerender({ state: first, answered, filterPending: true });
  expect(result.current).toEqual({ page: undefined, waiting: true });
  rerender({ state: first, answered });
  expect(result.current).toEqual({ page: answered, waiting: false });
});
