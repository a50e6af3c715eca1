export { AuditTrailPage } from './components/audit-trail-page';
