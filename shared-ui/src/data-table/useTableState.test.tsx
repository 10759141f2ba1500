import { act, renderHook } from '@testing-library/react';
import { useTableState } from './useTableState.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('applies a typed filter once the input has been still for the debounce, on page 1', () => {
  const { result } = renderHook(() => useTableState({ perPage: 25 }));
  act(() => result.current.setPage(3));
  act(() => result.current.setFilterInput('title', 'Boa'));
  act(() => jest.advanceTimersByTime(600));
  act(() => result.current.setFilterInput('title', 'Board'));
  act(() => jest.advanceTimersByTime(999));
  expect(result.current.filterInputs).toEqual({ title: 'Board' });
  expect(result.current.state).toMatchObject({ page: 3, filter: {} });

  act(() => jest.advanceTimersByTime(1));
  expect(result.current.state).toMatchObject({ page: 1, filter: { title: 'Board' } });
});

it('applies a chosen filter at once and clears every filter and input without a key', () => {
  const { result } = renderHook(() => useTableState({ perPage: 25, debounceMs: 300 }));
  act(() => result.current.setFilter('status', 'active'));
  expect(result.current.state.filter).toEqual({ status: 'active' });
  act(() => result.current.setFilterInput('title', 'Board'));
  act(() => jest.advanceTimersByTime(300));
  act(() => result.current.setPage(2));

  act(() => result.current.clearFilter());
  expect(result.current.state).toMatchObject({ page: 1, filter: {} });
  expect(result.current.filterInputs).toEqual({});
});

it('keeps the page when a typed filter settles back to what was applied', () => {
  const { result } = renderHook(() =>
    useTableState({ perPage: 25, initialFilter: { title: 'Board' } }),
  );
  act(() => result.current.setPage(2));
  act(() => result.current.setFilterInput('title', 'Boar'));
  act(() => result.current.setFilterInput('title', 'Board'));
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.state.page).toBe(2);
});

it('says a typed filter is pending until it applies; spaces are no filter', () => {
  const { result } = renderHook(() =>
    useTableState({ perPage: 25, initialFilter: { status: 'done' } }),
  );
  expect(result.current.filterPending).toBe(false);
  act(() => result.current.setFilterInput('title', 'Bo'));
  expect(result.current.filterPending).toBe(true);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.filterPending).toBe(false);
  act(() => result.current.setFilterInput('title', ''));
  expect(result.current.filterPending).toBe(true);
  act(() => result.current.setFilterInput('title', 'Bo '));
  expect(result.current.filterPending).toBe(false);
  act(() => result.current.setFilterInput('status', '  '));
  expect(result.current.filterPending).toBe(true);
});

it('cycles the sort of a header and resets the page', () => {
  const { result } = renderHook(() => useTableState({ perPage: 25 }));
  act(() => result.current.setPage(2));
  act(() => result.current.toggleSort('title'));
  expect(result.current.state).toMatchObject({ page: 1, sort: { key: 'title', value: 'asc' } });
  act(() => result.current.toggleSort('title'));
  act(() => result.current.toggleSort('title'));
  expect(result.current.state.sort).toBeNull();
});

it('starts on the page it is given, as a URL may keep it', () => {
  const { result } = renderHook(() => useTableState({ perPage: 50, initialPage: 3 }));
  expect(result.current.state.page).toBe(3);
  act(() => result.current.toggleSort('deadline'));
  expect(result.current.state.page).toBe(1);
});
