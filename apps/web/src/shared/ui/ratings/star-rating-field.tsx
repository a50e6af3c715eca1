import { useId, useState } from 'react';
import { CLIENT_RATINGS } from '@ops/contracts';
import { FieldError } from '../field-error';
import { Star } from './star';
import { RATING_TEXTS } from './rating-texts';
import './ratings.css';

const MAX = CLIENT_RATINGS.length;

interface StarRatingFieldProps {
  legend: string;
  name: string;
  value: number | null | undefined;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
  /** A count of stars in the page's language ('3 stars'); English '3 stars' and '3 of 5' without it. */
  countLabel?: (count: number) => string;
}

/** 1 to 5 stars to choose from: native radios (arrow keys move between them) drawn as stars. */
export function StarRatingField({
  legend,
  name,
  value,
  onChange,
  error,
  disabled,
  countLabel,
}: StarRatingFieldProps) {
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
              <span className="visually-hidden">{(countLabel ?? RATING_TEXTS.stars)(rating)}</span>
            </label>
          ))}
        </div>
        {value ? (
          <span className="star-field__value" aria-hidden="true">
            {countLabel ? countLabel(value) : RATING_TEXTS.outOf(value, MAX)}
          </span>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} testId={`${name}-error`} />
    </fieldset>
  );
}
