import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createPortalStore } from './store.ts';
import { selectNotifications } from './notifications-slice.ts';
import { testPortalConfig } from '../testing/portal-config.ts';
import { useNotice } from './notice.ts';

function renderNotice() {
  const store = createPortalStore({ config: testPortalConfig() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => useNotice(), { wrapper });
  const shown = () =>
    selectNotifications(store.getState()).map(
      ({ id: _id, duration: _duration, replay: _replay, ...shown }) => shown,
    );
  return { notice: result.current, shown };
}

describe('useNotice', () => {
  it('tells a success with what it acted on', () => {
    const { notice, shown } = renderNotice();
    act(() => notice.success('Word saved', 'colour'));
    expect(shown()).toEqual([{ type: 'success', title: 'Word saved', desc: 'colour' }]);
  });

  it('tells a success without a description when it names nothing', () => {
    const { notice, shown } = renderNotice();
    act(() => notice.success('Media assigned'));
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).not.toHaveProperty('desc');
  });

  it("tells a failure with the server's message", () => {
    const { notice, shown } = renderNotice();
    const error = { status: 422, items: [{ message: 'The deadline has passed' }] };
    act(() => notice.failure('The mail could not be sent', error));
    expect(shown()).toEqual([
      { type: 'error', title: 'The mail could not be sent', desc: 'The deadline has passed' },
    ]);
  });

  it('falls back to the catalogue text when the server said nothing', () => {
    const { notice, shown } = renderNotice();
    act(() => notice.failure('The mail could not be sent', { status: 500 }));
    expect(shown()).toEqual([
      { type: 'error', title: 'The mail could not be sent', desc: 'Something went wrong' },
    ]);
  });
});
