import { parseUnderLoadOptions, planRuns } from './under-load.ts';

test('three unit runs and one API run unless told otherwise', () => {
  expect(planRuns(parseUnderLoadOptions([]))).toEqual([
    { name: 'unit run 1 of 3', npm: ['run', 'test:unit'], underLoad: true },
    { name: 'unit run 2 of 3', npm: ['run', 'test:unit'], underLoad: true },
    { name: 'unit run 3 of 3', npm: ['run', 'test:unit'], underLoad: true },
    { name: 'api', npm: ['run', 'test:api'], underLoad: true },
  ]);
});

test('CI asks for one unit run and no API run', () => {
  expect(planRuns(parseUnderLoadOptions(['--unit-runs', '1', '--api-runs=0']))).toEqual([
    { name: 'unit', npm: ['run', 'test:unit'], underLoad: true },
  ]);
});

test.each([
  [['--unit-runs', 'two'], '--unit-runs takes a whole number of runs, not "two"'],
  [['--api-runs=-1'], '--api-runs takes a whole number of runs, not "-1"'],
  [['--unit-runs', '0', '--api-runs', '0'], 'Nothing to run: both counts are 0'],
  [['--runs', '2'], "Unknown option '--runs'"],
])('refuses %j', (args, message) => {
  expect(() => parseUnderLoadOptions(args)).toThrow(message);
});
