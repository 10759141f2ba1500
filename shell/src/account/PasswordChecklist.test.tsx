import { render, screen } from '@testing-library/react';
import { passwordRequirementTexts } from '@portal/contracts/user/password-policy';
import { PasswordChecklist } from './PasswordChecklist.tsx';

const states = () =>
  screen.getAllByRole('listitem').map((item) => [item.textContent, item.className]);

describe('password checklist', () => {
  it('lists every requirement as not met for an empty password', () => {
    render(<PasswordChecklist id="c" password="" />);
    expect(screen.getByRole('list', { name: 'Your password needs' })).toBeVisible();
    expect(states()).toEqual(
      Object.values(passwordRequirementTexts).map((text) => [
        // Nothing is restricted in an empty password.
        text === passwordRequirementTexts.restricted ? `${text} met` : `${text} not met`,
        text === passwordRequirementTexts.restricted ? 'account-checklist__met' : '',
      ]),
    );
  });

  it('marks each requirement the password meets', () => {
    render(<PasswordChecklist id="c" password="lower UPPER 1" />);
    expect(states().map(([text]) => text)).toEqual([
      'at least one lowercase letter met',
      'at least one uppercase letter met',
      'at least one digit met',
      'at least one special character not met',
      'from 12 to 64 characters total met',
      'no restricted characters not met',
    ]);
  });
});
