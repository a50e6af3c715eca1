import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { FR_TEXTS } from '@/features/file-requests/lib/texts';

interface FilePickerProps {
  /** '.pdf,.docx': the browser's picker offers these first; the page checks again. */
  accept: string;
  hint: string;
  onFiles: (files: File[]) => void;
}

/** A labelled file input (keyboard and screen readers) that is also a drop zone. */
export function FilePicker({ accept, hint, onFiles }: FilePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className={`fr-drop${over ? ' is-over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="request-drop"
    >
      <label htmlFor={inputId} className="btn btn--primary fr-drop__button">
        {FR_TEXTS.chooseFiles}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={accept}
        className="fr-drop__input"
        aria-describedby={hintId}
        data-testid="request-file-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same file may be picked again (after a reload, to resume it).
          event.target.value = '';
        }}
      />
      <span className="fr-drop__or" aria-hidden="true">
        {FR_TEXTS.dropHint}
      </span>
      <p id={hintId} className="fr-portal__muted">
        {hint}
      </p>
    </div>
  );
}
