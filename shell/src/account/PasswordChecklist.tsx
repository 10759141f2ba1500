import { SuccessIcon } from '@portal/ui';
import { passwordProblems, passwordRequirementTexts } from '@portal/contracts/user/password-policy';
import './password-checklist.css';

const requirements = Object.values(passwordRequirementTexts);

// The success icon's ring without its check mark, so an item keeps its place when it is met.
const unmetMark = (
  <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
    <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth={2} />
  </svg>
);

/**
 * Every item of the password policy with whether `password` meets it, updated as the user types.
 * The state is in words too, so it is not told by the icon alone.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const unmet = passwordProblems(password);
  return (
    <div id={id} className="account-checklist">
      <p className="account-checklist__title" id={`${id}-title`}>
        Your password needs
      </p>
      <ul aria-labelledby={`${id}-title`}>
        {requirements.map((text) => {
          const met = !unmet.includes(text);
          return (
            <li key={text} className={met ? 'account-checklist__met' : undefined}>
              {met ? <SuccessIcon /> : unmetMark}
              <span>{text}</span>
              <span className="ui-visually-hidden">{met ? ' met' : ' not met'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
