import { useId, useState, type DragEvent } from 'react';
import { UPLOAD_EXTENSIONS } from '@portal/contracts/storage/uploads';

interface FileDropProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Ids of texts that describe the drop zone (the accepted formats). */
  describedBy?: string;
}

const accept = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * A drop zone that is also the file picker: a native file input behind a styled label, so the
 * keyboard (Tab, then Enter or Space) and screen readers use it as any file input.
 */
export function FileDrop({ onFiles, disabled = false, describedBy }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const hovering = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className={over ? 'file-drop file-drop--over' : 'file-drop'}
      onDragEnter={hovering}
      onDragOver={hovering}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-disabled={disabled || undefined}
    >
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        className="file-drop__input"
        aria-describedby={describedBy}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className="file-drop__label">
        <UploadGlyph />
        <span className="file-drop__title">Drag and drop audio or video files here</span>
        <span className="file-drop__or ui-text-muted">or</span>
        <span className="file-drop__button ui-button ui-button--secondary ui-button--md">
          Choose files
        </span>
      </label>
    </div>
  );
}

function UploadGlyph() {
  return (
    <svg
      className="file-drop__icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 16V4M7 9l5-5 5 5" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}
