// The rules' case tables (packages/contracts/src/rules/*-cases.ts), for the tests that run them against the
// server's routes and the demo's handlers. Not part of the API the apps use.
export { SHARE_RULE_CASES } from './rules/share-rule-cases.js';
export { SHARE_EXPIRY_CASES } from './rules/share-expiry-cases.js';
export {
  SHARE_RECORD_CASES,
  comparableEntries,
  comparableLog,
  shareCaseRequest,
  type ShareCaseWorld,
} from './rules/share-record-cases.js';
export { DELIVER_RULE_CASES } from './rules/deliver-rule-cases.js';
export { DELIVER_PLAN_CASES, planWorldGroups, type DeliverPlanWorld } from './rules/deliver-plan-cases.js';
export { BATCH_RULE_CASES, batchCaseSummary, type BatchCaseWorld } from './rules/batch-rule-cases.js';
export { ENTITY_DEFAULT_CASES } from './rules/entity-default-cases.js';
export {
  CLIENT_RECORD_CASES,
  clientRecordCompany,
  clientRecordWorld,
  type ClientRecordWorld,
} from './rules/client-record-cases.js';
export { pickedCompany } from './rules/client-record-cases.js';
export { UPLOAD_PART_CASES, caseFileSize } from './rules/upload-part-cases.js';
export { INTAKE_ROW_CASES, intakeCaseCsv, type IntakeCaseWorld } from './rules/intake-row-cases.js';
export { FILES_REMOVED_CASES } from './rules/deliver-plan-cases.js';
export {
  STAFF_RECORD_CASES,
  staffCaseAccount,
  type StaffCaseCall,
  type StaffCaseTarget,
} from './rules/staff-record-cases.js';
export { LEGACY_COMMITTED_CASES } from './rules/legacy-deliver-cases.js';
export { CATALOGUE_PRICE_CASES } from './rules/catalogue-price-cases.js';
export {
  RETENTION_PERIOD_CASES,
  RECIPIENT_ERASURE_CASES,
  ADDRESS_PATTERN_CASES,
} from './rules/retention-cases.js';
export { UPLOAD_START_CASES } from './rules/upload-part-cases.js';
export { MFA_POLICY_CASES } from './rules/mfa-cases.js';
export { INTAKE_KEY_CASES } from './rules/intake-key-cases.js';
export { CLIENT_CODE_CASES } from './rules/client-code-cases.js';
export { COMPLAINT_CASES } from './rules/complaint-cases.js';
