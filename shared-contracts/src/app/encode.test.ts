import { toFormPairs } from './encode.ts';

describe('form encoding', () => {
  it('nests objects in brackets, trims strings and drops null and undefined', () => {
    const pairs = toFormPairs({
      serviceOptions: { turnaround: 86400, clientComments: '  hello  ', speakers: null },
      coupon: undefined,
      mediaList: [{ id: 1 }, { id: 2 }],
      typesAllowed: ['my', 'full'],
    });
    expect(pairs).toEqual([
      ['service_options[turnaround]', '86400'],
      ['service_options[client_comments]', 'hello'],
      ['media_list[0][id]', '1'],
      ['media_list[1][id]', '2'],
      ['types_allowed[]', 'my'],
      ['types_allowed[]', 'full'],
    ]);
  });
});
