import { Readable } from 'node:stream';
import { AUDIT_CSV_HEADER, auditCsvRow, csvLine } from '@ops/contracts';
import type { AuditFilters, createAuditReader } from './audit-reader.js';
import { presentAuditEvent } from './presenter.js';

/** The export as a stream (UTF-8 with a BOM), a batch of rows at a time: a long trail never sits in memory whole. */
export function auditCsvStream(reader: ReturnType<typeof createAuditReader>, filters: AuditFilters) {
  async function* lines() {
    yield `\uFEFF${csvLine(AUDIT_CSV_HEADER)}`;
    for await (const rows of reader.all(filters)) {
      if (rows.length) yield rows.map((r) => csvLine(auditCsvRow(presentAuditEvent(r)))).join('');
    }
  }
  return Readable.from(lines());
}
