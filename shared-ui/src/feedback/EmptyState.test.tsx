import { render, screen } from '@testing-library/react';
import { Button } from '../button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

it('says there is nothing yet and what to do next', () => {
  render(
    <EmptyState
      title="No projects yet"
      text="Upload a recording to start your first project."
      action={<Button href="/v3/fileupload/addfiles">Upload file</Button>}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeInTheDocument();
  expect(screen.getByText('Upload a recording to start your first project.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Upload file' })).toBeInTheDocument();
});

it('fits the page outline', () => {
  render(<EmptyState title="No media" headingLevel={3} />);
  expect(screen.getByRole('heading', { level: 3, name: 'No media' })).toBeInTheDocument();
});
