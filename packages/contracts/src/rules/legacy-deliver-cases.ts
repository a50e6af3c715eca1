/**
 * The committed delivery of upload-update-assignment/'s new version by its is_update_delivery_time field
 * (rules/legacy-deliver.ts legacyCommitted): a date is that time, a yes is now, anything else (or nothing)
 * keeps the group's committed delivery. The rule's own test runs every case; the server's route and the
 * demo's handler deliver a new version with the field and read the version's committed delivery.
 */
export const LEGACY_COMMITTED_CASES: readonly {
  name: string;
  value?: string;
  outcome: 'now' | 'kept' | { at: string };
}[] = [
  { name: 'a date is that time', value: '2026-12-01T10:00:00Z', outcome: { at: '2026-12-01T10:00:00.000Z' } },
  { name: 'true is now', value: 'true', outcome: 'now' },
  { name: 'yes is now', value: 'yes', outcome: 'now' },
  { name: 'false keeps the committed delivery', value: 'false', outcome: 'kept' },
  { name: 'no field keeps the committed delivery', outcome: 'kept' },
  { name: 'text that is no date keeps the committed delivery', value: 'soon', outcome: 'kept' },
];
