import {
  consultancyAgreementTexts,
  staffContractsTexts,
} from '@portal/contracts/staff-contracts/texts';
import { selectSite, usePortalSelector } from '@portal/contracts';

/** The agreement as the PDF has it, to read before signing: a scrollable, focusable region. */
export function AgreementText({ name }: { name: string }) {
  const site = usePortalSelector(selectSite);
  const texts = consultancyAgreementTexts;
  return (
    // Focusable so keyboard users can scroll it.
    <div
      className="contracts__agreement"
      role="region"
      aria-label={staffContractsTexts.agreementTextLabel}
      tabIndex={0}
    >
      <p>{texts.parties(name, site.url)}</p>
      {texts.clauses.map((clause) => (
        <section key={clause.heading}>
          <h3>{clause.heading}</h3>
          {clause.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
