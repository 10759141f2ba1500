import { pushToDataLayer } from './data-layer.ts';

it('pushes onto the page dataLayer, creating it when missing', () => {
  const page = {} as Window & { dataLayer?: unknown[] };
  pushToDataLayer([{ event: 'a' }, { event: 'b' }], page);
  pushToDataLayer([{ event: 'c' }], page);
  expect(page.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }, { event: 'c' }]);
});
