import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MESSAGES, PROFILE_IMAGE_TYPES } from '@ops/contracts';
import { Avatar } from '@/shared/ui/avatar';
import { FieldError } from '@/shared/ui/field-error';
import { PROFILE_FORM_TEXTS } from '../lib/profile-texts';

const ACCEPTED: readonly string[] = Object.keys(PROFILE_IMAGE_TYPES);

interface ImagePickerProps {
  currentImage: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/** Profile image with a live preview; only image files are accepted. */
export function ImagePicker({ currentImage, file, onFileChange }: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    if (picked && !ACCEPTED.includes(picked.type)) {
      setError(MESSAGES.imageTypeNotAllowed);
      event.target.value = '';
      onFileChange(null);
      return;
    }
    setError(undefined);
    onFileChange(picked);
  };

  return (
    <div className="image-picker">
      <Avatar
        src={preview ?? currentImage}
        alt={PROFILE_FORM_TEXTS.preview}
        size={88}
        className="image-picker__avatar"
      />
      <div className="image-picker__actions">
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          name="image"
          aria-label={PROFILE_FORM_TEXTS.image}
          accept={ACCEPTED.join(',')}
          onChange={onChange}
        />
        <label className="btn btn--secondary image-picker__button" htmlFor={id}>
          {file ? PROFILE_FORM_TEXTS.another : PROFILE_FORM_TEXTS.upload}
        </label>
        {file && (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              if (input.current) input.current.value = '';
              onFileChange(null);
            }}
          >
            {PROFILE_FORM_TEXTS.remove}
          </button>
        )}
        <p className="image-picker__hint">{PROFILE_FORM_TEXTS.imageHint}</p>
        <FieldError id={`${id}-error`} message={error} testId="image-error" />
      </div>
    </div>
  );
}
