import { describe, expect, it } from 'vitest';
import { contractTypeOf } from './contract-type.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('a contract file’s type', () => {
  it('is what the content was detected as, whatever the name says', () => {
    expect(contractTypeOf('application/pdf', 'Agreement.docx')).toEqual({
      extension: 'pdf',
      mime: 'application/pdf',
    });
    expect(contractTypeOf(DOCX, 'Agreement.pdf')).toEqual({ extension: 'docx', mime: DOCX });
  });

  it('refuses a zip that is no Office file, and content of no contract type', () => {
    expect(contractTypeOf('application/zip', 'Agreement.docx')).toBeNull();
    expect(contractTypeOf('image/png', 'Agreement.pdf')).toBeNull();
    expect(contractTypeOf(undefined, 'Agreement.pdf')).toBeNull();
  });

  it('tells the legacy Office formats apart by their name alone', () => {
    expect(contractTypeOf('application/x-cfb', 'Terms.XLS')).toEqual({
      extension: 'xls',
      mime: 'application/vnd.ms-excel',
    });
    expect(contractTypeOf('application/x-cfb', 'Terms.pdf')).toBeNull();
    expect(contractTypeOf('application/x-cfb', '.doc')).toBeNull();
  });
});
