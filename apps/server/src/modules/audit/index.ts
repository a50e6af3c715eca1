// What other modules may use of audit; everything else in this folder is its own (lint enforces it).
export { audit, auditSystem, auditWithin, type AuditBy, type AuditEntry } from './audit-writer.js';
