import './testing/dom-polyfills.ts';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  ExternalLink,
  FloatingActions,
  IconButton,
  Menu,
  MenuItem,
  NotificationCenter,
  Page,
  Skeleton,
  Spinner,
  StatusChip,
  ThemeToggle,
  ViewModeHint,
  ViewModeMenu,
  CloseIcon,
} from './index.ts';
import { Dialog } from './dialog-entry.ts';
import { Checkbox, PasswordField, SelectField, TextArea, TextField } from './forms.ts';
import { seriousViolations } from './testing/axe.ts';

function Screen() {
  return (
    <>
      <main>
        <ViewModeHint onShow={jest.fn()} onDismiss={jest.fn()}>
          New! Try the compact view
        </ViewModeHint>
        <Page
          title="Library"
          description="Your projects"
          actions={<Button href="/v3/fileupload/addfiles">Upload file</Button>}
        >
          <Card title="Profile" actions={<IconButton label="Close" icon={<CloseIcon />} />}>
            <TextField
              label="Email"
              error="Invalid email"
              hint="Work address"
              defaultValue="ann@"
            />
            <PasswordField label="Password" />
            <SelectField
              label="Language"
              placeholder="Not selected"
              options={[{ value: 'en', label: 'English' }]}
              error="Choose a language"
            />
            <TextArea label="Notes" hint="Seen by the typist" />
            <Checkbox label="I accept the terms" error="Accept the terms" hint="Required" />
            <Button loading>Save</Button> <Button variant="danger">Delete</Button>
            <StatusChip tone="warning">In progress</StatusChip>
            <Spinner label="Saving" />
            <ExternalLink href="https://help.example.com">Help centre</ExternalLink>
            <Menu trigger="Services" items={[{ label: 'Audio transcription', href: '/a' }]} />
            <Menu trigger={<Button variant="quiet">Account</Button>}>
              <MenuItem onSelect={jest.fn()}>Logout</MenuItem>
            </Menu>
          </Card>
          <EmptyState title="No projects yet" text="Upload a recording to start." />
          <ErrorState message="Something went wrong" onRetry={jest.fn()} />
          <div aria-busy="true">
            <Skeleton lines={2} />
          </div>
        </Page>
      </main>
      <NotificationCenter
        onDismiss={jest.fn()}
        onReplay={jest.fn()}
        notifications={[
          { id: '1', type: 'error', title: 'Project creation failed', replay: true },
          { id: '2', type: 'loading', title: 'Uploading' },
          { id: '3', type: 'success', title: 'Saved', desc: ['One', 'Two'] },
        ]}
      />
      <FloatingActions>
        <ViewModeMenu value="standard" onChange={jest.fn()} />
        <ThemeToggle theme="light" onToggle={jest.fn()} />
      </FloatingActions>
    </>
  );
}

it('a screen built from the kit has no serious or critical axe issues', async () => {
  render(<Screen />);
  expect(await seriousViolations()).toEqual([]);
});

it('an open menu has none', async () => {
  render(<Screen />);
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  expect(screen.getByRole('menu')).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
});

it('an open dialog and a tooltip have none', async () => {
  render(
    <main>
      <Dialog
        open
        title="Delete project"
        description="This cannot be undone."
        actions={<Button variant="danger">Delete</Button>}
      >
        <TextField label="Project title" />
        <IconButton label="Help" icon={<CloseIcon />} />
      </Dialog>
    </main>,
  );
  await userEvent.tab();
  await userEvent.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Help');
  expect(await seriousViolations()).toEqual([]);
});
