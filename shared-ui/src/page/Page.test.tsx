import { render, screen } from '@testing-library/react';
import { Button } from '../button/Button.tsx';
import { Page } from './Page.tsx';

it('heads the content with an h1 and its actions', () => {
  render(
    <main>
      <Page
        title="Library"
        description="Your projects and media"
        actions={<Button href="/v3/fileupload/addfiles">Upload file</Button>}
      >
        <p>Projects table</p>
      </Page>
    </main>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Upload file' })).toBeInTheDocument();
  expect(screen.getByText('Projects table')).toBeInTheDocument();
});

it('narrows to a form column and may leave the heading to its content', () => {
  const { container } = render(
    <Page width="narrow">
      <h1>Log in</h1>
    </Page>,
  );
  expect(container.firstChild).toHaveClass('ui-page', 'ui-page--narrow');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});
