import { useId, useState } from 'react';
import { CLIENT_RATINGS } from '@ops/contracts';
import { FieldError } from '../field-error';
import { Star } from './star';
import './ratings.css';

const MAX = CLIENT_RATINGS.length;

interface StarRatingFieldProps {
  legend: string;
  name: string;
  value: number | null | undefined;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}

/** 1 to 5 stars to choose from: native radios (arrow keys move between them) drawn as stars. */
export function StarRatingField({ legend, name, value, onChange, error, disabled }: StarRatingFieldProps) {
  const errorId = `${useId()}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset
      className="star-field"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
      data-testid={`${name}-field`}
    >
      <legend className="field__label">{legend}</legend>
      <div className="star-field__row">
        <div className="star-field__stars" onMouseLeave={() => setHovered(null)}>
          {CLIENT_RATINGS.map((rating) => (
            <label key={rating} className="star-field__option" onMouseEnter={() => setHovered(rating)}>
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={rating}
                checked={value === rating}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(rating)}
              />
              <Star filled={rating <= shown} size={30} />
              <span className="visually-hidden">{rating === 1 ? '1 star' : `${rating} stars`}</span>
            </label>
          ))}
        </div>
        {value ? (
          <span className="star-field__value" aria-hidden="true">
            {value} of {MAX}
          </span>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} testId={`${name}-error`} />
    </fieldset>
  );
}
