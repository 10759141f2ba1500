import { applyBodyClasses, bodyClassesFor } from './body-classes.ts';

it('names one theme class and one density class', () => {
  expect(bodyClassesFor('dark', 'compact')).toEqual(['theme-dark', 'view-compact']);
  expect(bodyClassesFor('light', 'standard')).toEqual(['theme-light', 'view-standard']);
});

it('swaps the classes on <body> and keeps the others', () => {
  document.body.className = 'logged-in theme-light view-standard';
  applyBodyClasses(document.body, 'dark', 'compact');
  expect([...document.body.classList].sort()).toEqual(['logged-in', 'theme-dark', 'view-compact']);
});
