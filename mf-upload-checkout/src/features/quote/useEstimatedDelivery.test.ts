import { act, renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { useEstimatedDelivery } from './useEstimatedDelivery.ts';

dayjs.extend(advancedFormat);

// Tuesday 24 November 2026, 10:00 local time.
const start = new Date(2026, 10, 24, 10, 0, 0).getTime();

beforeEach(() => {
  jest.useFakeTimers({ now: start });
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('estimated delivery', () => {
  it('shows nothing for 3 s, then now plus the turnaround plus 15 minutes', () => {
    const { result } = renderHook(() => useEstimatedDelivery(86_400));
    expect(result.current).toBeNull();
    advance(2_999);
    expect(result.current).toBeNull();
    advance(1);
    expect(result.current).toBe('10:15 on Wed, Nov 25th');
  });

  it('keeps the time it was worked out from until the 14-minute refresh', () => {
    const { result } = renderHook(() => useEstimatedDelivery(43_200));
    advance(3_000);
    expect(result.current).toBe('22:15 on Tue, Nov 24th');
    advance(600_000);
    expect(result.current).toBe('22:15 on Tue, Nov 24th');
    advance(840_000 - 603_000);
    // 840 s after the start "now" is taken again: 10:14 + 12 h 15 min.
    expect(result.current).toBe('22:29 on Tue, Nov 24th');
  });

  it('follows a new turnaround, and shows nothing without one', () => {
    const { result, rerender } = renderHook(
      ({ turnaround }: { turnaround: number | undefined }) => useEstimatedDelivery(turnaround),
      { initialProps: { turnaround: undefined as number | undefined } },
    );
    advance(5_000);
    expect(result.current).toBeNull();
    rerender({ turnaround: 604_800 });
    expect(result.current).toBe(
      dayjs(start + (604_800 + 900) * 1000).format('HH:mm on ddd, MMM Do'),
    );
    expect(result.current).toBe('10:15 on Tue, Dec 1st');
  });

  it('redraws every 5 s once shown, and stops when unmounted', () => {
    let renders = 0;
    const { unmount } = renderHook(() => {
      renders += 1;
      return useEstimatedDelivery(86_400);
    });
    advance(3_000);
    const shown = renders;
    for (const _tick of [1, 2, 3]) advance(5_000);
    expect(renders).toBe(shown + 3);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
