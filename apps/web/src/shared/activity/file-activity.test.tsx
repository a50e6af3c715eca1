import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_ACTIVITY_LOG_TYPES } from '@ops/contracts';
import { FILE_ACTIVITY_LABELS, FileActivityTag, fileActivityLabel } from './file-activity';

describe('file activity log types', () => {
  it('labels every type of the shared list, each differently', () => {
    const labels = FILE_ACTIVITY_LOG_TYPES.map((type) => FILE_ACTIVITY_LABELS[type]);
    expect(labels.every(Boolean)).toBe(true);
    expect(new Set(labels).size).toBe(FILE_ACTIVITY_LOG_TYPES.length);
    expect(Object.keys(FILE_ACTIVITY_LABELS).sort()).toEqual([...FILE_ACTIVITY_LOG_TYPES].sort());
  });

  it('shows a type as its icon and label', () => {
    render(<FileActivityTag type="shared_outside" />);
    expect(screen.getByTestId('file-activity')).toHaveTextContent('Shared outside');
  });

  it('falls back to the raw type for an unknown one', () => {
    expect(fileActivityLabel('resend_secure_key')).toBe('Secure key resent');
    expect(fileActivityLabel('something_new')).toBe('something_new');
  });
});
