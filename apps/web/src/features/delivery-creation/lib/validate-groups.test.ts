import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, EMAIL_ATTACHMENT_LIMIT } from '@ops/contracts';
import { DELIVER_RULE_CASES } from '@ops/contracts/rule-cases';
import { localDate } from './committed-time';
import { validateGroups } from './validate-groups';
import type { CheckedGroup } from './validate-groups';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const big = (size: number) => ({ name: 'big.pdf', size }) as File;

const group = (over: Partial<CheckedGroup> = {}): CheckedGroup => ({
  defaultIds: [],
  sourceFiles: [file('in.docx')],
  targetFiles: [file('out.docx')],
  sourceRemoved: false,
  targetRemoved: false,
  externalMode: 'link',
  externalLink: '',
  externalText: '',
  emailAttachment: false,
  committedDate: localDate(new Date()),
  committedTime: '10:00',
  ...over,
});

const newFlow = { flow: 'new' as const, external: false };
const external = { flow: 'new' as const, external: true };

describe('Add step checks (section 5)', () => {
  it('passes complete groups', () => {
    expect(validateGroups([group(), group({ targetFiles: [] })], newFlow)).toBeNull();
  });

  it('new groups need sources: re-enter, or removed when an invalid pick cleared them', () => {
    expect(validateGroups([group(), group({ sourceFiles: [] })], newFlow)).toBe(
      DELIVERY_MESSAGES.reenterSource(2),
    );
    expect(validateGroups([group({ sourceFiles: [], sourceRemoved: true })], newFlow)).toBe(
      DELIVERY_MESSAGES.sourceRemoved(1),
    );
  });

  it('update flow: groups with delivered assignments need no sources, new ones do', () => {
    const update = { flow: 'update' as const, external: false };
    expect(validateGroups([group({ defaultIds: ['A1'], sourceFiles: [] })], update)).toBeNull();
    expect(validateGroups([group({ defaultIds: ['A1'] }), group({ sourceFiles: [] })], update)).toBe(
      DELIVERY_MESSAGES.reenterSource(2),
    );
  });

  it('says so when target files were removed by an invalid pick', () => {
    expect(validateGroups([group(), group({ targetFiles: [], targetRemoved: true })], newFlow)).toBe(
      DELIVERY_MESSAGES.targetRemoved(2),
    );
  });

  it('needs a target file in some group', () => {
    expect(validateGroups([group({ targetFiles: [] }), group({ targetFiles: [] })], newFlow)).toBe(
      DELIVERY_MESSAGES.noTargetFiles,
    );
  });

  it('checks the external link, the code and their target files', () => {
    expect(validateGroups([group({ externalLink: 'example.com' })], external)).toBe(
      DELIVERY_MESSAGES.invalidLink(1),
    );
    expect(validateGroups([group({ externalLink: 'https://example.com/files' })], external)).toBeNull();
    expect(validateGroups([group({ externalMode: 'text', externalText: '  ' })], external)).toBe(
      DELIVERY_MESSAGES.externalCode(1),
    );
    expect(
      validateGroups(
        [group(), group({ externalMode: 'text', externalText: 'X1', targetFiles: [] })],
        external,
      ),
    ).toBe(DELIVERY_MESSAGES.reenterTarget(2));
    // A link typed in text mode is not checked (only the chosen one is sent).
    expect(
      validateGroups([group({ externalMode: 'text', externalText: 'X', externalLink: 'bad' })], external),
    ).toBeNull();
  });

  it('checks the e-mail attachment: a target is needed, and at most 24 MB in all', () => {
    expect(validateGroups([group(), group({ emailAttachment: true, targetFiles: [] })], external)).toBe(
      DELIVERY_MESSAGES.attachmentNeedsTarget(2),
    );
    const limit = [big(EMAIL_ATTACHMENT_LIMIT - 1), big(1)];
    expect(validateGroups([group({ emailAttachment: true, targetFiles: limit })], external)).toBeNull();
    expect(
      validateGroups([group({ emailAttachment: true, targetFiles: [...limit, big(1)] })], external),
    ).toBe(DELIVERY_MESSAGES.attachmentTooLarge(1));
    // Not external: the attachment choice does not exist.
    expect(
      validateGroups(
        [group({ emailAttachment: true, targetFiles: [big(EMAIL_ATTACHMENT_LIMIT + 1)] })],
        newFlow,
      ),
    ).toBeNull();
  });

  it('update flow: each group needs a committed delivery', () => {
    const update = { flow: 'update' as const, external: false };
    expect(validateGroups([group(), group({ committedTime: '' })], update)).toBe(
      DELIVERY_MESSAGES.committedRequired(2),
    );
    expect(validateGroups([group({ committedDate: '' })], newFlow)).toBeNull();
  });

  it('update flow: the committed date stays within the window the server names', () => {
    const update = {
      flow: 'update' as const,
      external: false,
      window: { min: '2024-01-11', max: '2026-01-10' },
    };
    expect(validateGroups([group({ committedDate: '2024-01-11' })], update)).toBeNull();
    expect(validateGroups([group({ committedDate: '2026-01-10' })], update)).toBeNull();
    const inside = group({ committedDate: '2025-01-10' });
    expect(validateGroups([inside, group({ committedDate: '2022-06-01' })], update)).toBe(
      DELIVERY_MESSAGES.committedWindow('2024-01-11', '2026-01-10'),
    );
    expect(validateGroups([group({ committedDate: '2026-01-11' })], update)).toBe(
      DELIVERY_MESSAGES.committedWindow('2024-01-11', '2026-01-10'),
    );
  });

  it('stops at the first problem, group by group', () => {
    const groups = [group({ externalMode: 'text' }), group({ sourceFiles: [] })];
    expect(validateGroups(groups, external)).toBe(DELIVERY_MESSAGES.reenterSource(2));
  });

  // The contracts' link cases, as the wizard sees them: the same rule as the server's and the demo's.
  it.each(DELIVER_RULE_CASES.filter((c) => c.about === 'link'))('$name', ({ groups, refusal }) => {
    const [first] = groups('WA-1', 'WA-2', new Date());
    const checked = group({ externalLink: first?.external_link ?? '' });
    expect(validateGroups([checked], external)).toBe(refusal ? refusal('WA-1', new Date()) : null);
  });
});
