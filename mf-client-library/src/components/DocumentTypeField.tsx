import { DOCUMENT_TYPES, type DocumentType } from '@portal/contracts';
import './document-type-field.css';

/** The nine document types (client spec section 9) as a client reads them. */
export const documentTypeLabels: Record<DocumentType, { label: string; hint: string }> = {
  PDF: { label: 'PDF', hint: '.pdf, to read and print' },
  DOCX: { label: 'Word', hint: '.docx' },
  DOC: { label: 'Word 97–2003', hint: '.doc' },
  RTF: { label: 'Rich text', hint: '.rtf' },
  XML: { label: 'XML', hint: '.xml' },
  SRT: { label: 'Subtitles', hint: '.srt' },
  SRT_S: { label: 'Subtitles with speakers', hint: '.srt, speaker names in the text' },
  TXT_clean: { label: 'Plain text', hint: '.txt, without markers' },
  TXT_headless: { label: 'Plain text without header', hint: '.txt, markers kept' },
};

interface DocumentTypeFieldProps {
  value: DocumentType;
  onChange: (value: DocumentType) => void;
  disabled?: boolean;
}

/** The choice of one document type: a radio group, arrow keys move between the types. */
export function DocumentTypeField({ value, onChange, disabled }: DocumentTypeFieldProps) {
  return (
    <fieldset className="document-types" disabled={disabled}>
      <legend className="document-types__legend">Format</legend>
      <div className="document-types__list">
        {DOCUMENT_TYPES.map((type) => (
          <label key={type} className="document-type">
            <input
              type="radio"
              name="document-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span className="document-type__text">
              <span>{documentTypeLabels[type].label}</span>
              <span className="document-type__hint">{documentTypeLabels[type].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
