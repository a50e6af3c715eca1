import {
  AUDIT_ROLES,
  CLIENT_ADMIN_ROLES,
  DELIVERY_ROLES,
  FILE_REQUEST_ROLES,
  INTAKE_ROLES,
  INTEGRATION_KEY_ROLES,
  INSIGHTS_ROLES,
  SHARE_POLICY_ROLES,
  RETENTION_ADMIN_ROLES,
  STAFF_ADMIN_ROLES,
  type UserType,
} from '@ops/contracts';

/**
 * Who may call what (docs/decisions/0013-authorization.md): one row per route of the API description, as
 * `METHOD path`. The matrix test calls every route as every kind of caller against this table, and fails
 * for a route without a row.
 *
 * - `open`: anyone (signing in, the recipients' way in, health).
 * - `signed`: the credential is in the URL (signed part, file and zip links); no session counts.
 * - `integration`: the workflow tool's integration key; no session counts.
 * - `signedIn`: any staff session, also before the forced password change.
 * - `staff`: any staff session after it: every read.
 * - a list of user types: writes, and the reads of screens only those types have.
 * - `recipient`: a recipient session; staff sessions mean nothing there.
 * - `contact`: a file request's session (decision 0039); staff and recipient sessions mean nothing there, and
 *   it means nothing anywhere else.
 */
export type Access =
  'open' | 'signed' | 'integration' | 'signedIn' | 'staff' | 'recipient' | 'contact' | readonly UserType[];

const READ = 'staff';
const DELIVER = DELIVERY_ROLES;
const CLIENT_ADMIN = CLIENT_ADMIN_ROLES;

export const AUTHORIZATION_MATRIX: Record<string, Access> = {
  'GET /healthz': 'open',
  'GET /readyz': 'open',
  // Behind METRICS_TOKEN, off (404) without one in every mode; no session counts (metrics tests, decision 0019).
  'GET /metrics': 'signed',
  'GET /media/{*}': 'signed',
  'GET /files/{token}': 'signed',
  'GET /zips/{token}': 'signed',

  // Signing in and out (part 1 section 1).
  'GET /api-ops/auth/v1/csrf/': 'open',
  'POST /api-ops/auth/v1/login/': 'open',
  'POST /api-ops/auth/v1/forget-password/': 'open',
  'POST /api-ops/auth/v1/change-password/': 'open',
  // Single sign-on (decision 0021): open like the login; the callback answers only a redirect.
  'GET /api-ops/auth/v1/sso/': 'open',
  'POST /api-ops/auth/v1/sso/start/': 'open',
  'GET /api-ops/auth/v1/sso/callback/': 'open',
  'POST /api-ops/auth/v1/sso/exchange/': 'open',
  'POST /api-ops/auth/v1/reset-password/': READ,
  'POST /api-ops/ops/v1/change-password/': 'signedIn',
  'GET /api-ops/auth/v1/logout/': 'signedIn',
  'POST /api-ops/auth/v1/validate-password/': READ,
  'GET /api-ops/ops/v1/profile/': 'signedIn',
  'PUT /api-ops/ops/v1/profile/{id}/': 'signedIn',

  // The second factor (decision 0020): the second step of a sign-in is open like the first; the account's own
  // factors are every staff member's; the policy and a colleague's reset are the OA's.
  'POST /api-ops/auth/v1/login/mfa/': 'open',
  'POST /api-ops/auth/v1/login/mfa/passkey/options/': 'open',
  'POST /api-ops/auth/v1/login/mfa/passkey/': 'open',
  'POST /api-ops/auth/v1/mfa/passkeys/options/': READ,
  'POST /api-ops/auth/v1/mfa/passkeys/': READ,
  'POST /api-ops/auth/v1/mfa/passkeys/{id}/remove/': READ,
  'GET /api-ops/auth/v1/mfa/': READ,
  'POST /api-ops/auth/v1/mfa/totp/': READ,
  'POST /api-ops/auth/v1/mfa/totp/confirm/': READ,
  'POST /api-ops/auth/v1/mfa/totp/disable/': READ,
  'POST /api-ops/auth/v1/mfa/recovery-codes/': READ,
  'GET /api-ops/auth/v1/mfa/policy/': STAFF_ADMIN_ROLES,
  'PUT /api-ops/auth/v1/mfa/policy/': STAFF_ADMIN_ROLES,
  'POST /api-ops/auth/v1/mfa/staff/{id}/reset/': STAFF_ADMIN_ROLES,

  // Staff accounts (decision 0012).
  'GET /api-ops/staff/v1/users/': STAFF_ADMIN_ROLES,
  'POST /api-ops/staff/v1/users/': STAFF_ADMIN_ROLES,
  'PATCH /api-ops/staff/v1/users/{id}/': STAFF_ADMIN_ROLES,
  'POST /api-ops/staff/v1/users/{id}/invite/': STAFF_ADMIN_ROLES,
  'POST /api-ops/staff/v1/users/{id}/deactivate/': STAFF_ADMIN_ROLES,
  'POST /api-ops/staff/v1/users/{id}/reactivate/': STAFF_ADMIN_ROLES,

  // Quarantined uploads (decision 0024): operations admins only; never their bytes.
  'GET /api-ops/ops/v1/quarantine/': STAFF_ADMIN_ROLES,
  // The audit trail (decision 0022): operations admins only, reads included.
  'GET /api-ops/audit/v1/events/': AUDIT_ROLES,
  'GET /api-ops/audit/v1/events/export/': AUDIT_ROLES,
  'GET /api-ops/audit/v1/filters/': AUDIT_ROLES,

  // Retention and erasure (decision 0023): operations admins only, reads included.
  'GET /api-ops/retention/v1/clients/': RETENTION_ADMIN_ROLES,
  'PUT /api-ops/retention/v1/clients/{id}/': RETENTION_ADMIN_ROLES,
  'GET /api-ops/retention/v1/recycle-bin/': RETENTION_ADMIN_ROLES,
  'POST /api-ops/retention/v1/recycle-bin/{id}/restore/': RETENTION_ADMIN_ROLES,
  'POST /api-ops/retention/v1/recycle-bin/{id}/purge/': RETENTION_ADMIN_ROLES,
  'POST /api-ops/retention/v1/deliveries/{id}/erase-files/': RETENTION_ADMIN_ROLES,
  'POST /api-ops/retention/v1/recipient-erasure/preview/': RETENTION_ADMIN_ROLES,
  'POST /api-ops/retention/v1/recipient-erasure/': RETENTION_ADMIN_ROLES,

  // Client administration (part 3): every staff member reads, the client admins write.
  'GET /api-req/requester/v1/country/': READ,
  'GET /api-req/requester/v1/country/{country}': READ,
  'POST /api-req/requester/v1/service/': READ,
  'GET /api-req/requester/v1/service/{id}/': READ,
  'GET /api-req/requester/v1/company/': READ,
  'POST /api-req/requester/v1/company/': CLIENT_ADMIN,
  'GET /api-req/requester/v1/search/': READ,
  'GET /api-req/requester/v1/company/{id}/': READ,
  'PUT /api-req/requester/v1/company/{id}/': CLIENT_ADMIN,
  'PATCH /api-req/requester/v1/company/{id}/': CLIENT_ADMIN,
  'POST /api-req/requester/v1/company/{id}/logo/': CLIENT_ADMIN,
  'GET /api-req/requester/v1/default-clients': READ,
  'GET /api-req/requester/v1/generate-client-code/': READ,
  'GET /api-req/requester/v1/verify-client-code/': READ,
  'GET /api-req/requester/v1/entity/': READ,
  'POST /api-req/requester/v1/entity/': CLIENT_ADMIN,
  'GET /api-req/requester/v1/entity/{id}/': READ,
  'PUT /api-req/requester/v1/entity/{id}/': CLIENT_ADMIN,
  'PATCH /api-req/requester/v1/entity/{id}/': CLIENT_ADMIN,
  'GET /api-ops/client/v1/entity/{id}/': READ,
  'GET /api-req/requester/v1/default-entity/': READ,
  // A GET by the spec's path, but it re-prices the entity's services: a write.
  'GET /api-req/requester/v1/update-currency/{id}/': CLIENT_ADMIN,
  'POST /api-req/requester/v1/contract-file/': CLIENT_ADMIN,
  'GET /api-req/requester/v1/entity/{id}/contract/': READ,
  'GET /api-req/requester/v1/invoice/': READ,
  'POST /api-req/requester/v1/invoice/': CLIENT_ADMIN,
  'GET /api-req/requester/v1/invoice/{id}/': READ,
  'PUT /api-req/requester/v1/invoice/{id}/': CLIENT_ADMIN,
  'PATCH /api-req/requester/v1/invoice/{id}/': CLIENT_ADMIN,
  'GET /api-req/requester/v1/user/': READ,
  'POST /api-req/requester/v1/user/': CLIENT_ADMIN,
  'GET /api-req/requester/v1/user/{id}/': READ,
  'PUT /api-req/requester/v1/user/{id}/': CLIENT_ADMIN,
  'PATCH /api-req/requester/v1/user/{id}/': CLIENT_ADMIN,

  // Live and archived deliveries (part 1): every staff member reads and downloads; writes are delivering.
  'GET /api-ops/ops/v2/all-assignments/': READ,
  'GET /api-ops/ops/v2/all-assignments/{id}/': READ,
  'GET /api-ops/ops/v1/all-assignments/': READ,
  'GET /api-ops/ops/v1/all-assignments/{id}/': READ,
  'GET /api-ops/archive/v1/all-assignments/': READ,
  'GET /api-ops/archive/v1/all-assignments/{id}/': READ,
  'GET /api-ops/misc/v1/comment/{id}/': READ,
  'POST /api-ops/misc/v1/comment/': DELIVER,
  // Insights (decision 0041): managers' figures, for operations admins, users and team leads.
  'GET /api-ops/ops/v1/insights/': INSIGHTS_ROLES,
  // Complaints (decision 0040): every staff member reads them; those who deliver answer and resolve.
  'GET /api-ops/misc/v1/complaints/{id}/': READ,
  'POST /api-ops/misc/v1/complaint/{id}/answer/': DELIVER,
  'POST /api-ops/misc/v1/complaint/{id}/resolve/': DELIVER,
  'POST /api-ops/ops/v1/google-sync-delivery/': DELIVER,
  'GET /api-ops/misc/v1/sharing-file/{id}/': READ,
  'GET /api-ops/archive/v1/sharedlog/{id}/': READ,
  'GET /api-ops/misc/v1/access-log/{id}/': READ,
  'GET /api-ops/misc/v1/access-log/{id}/export/': READ,
  'GET /api-ops/archive/v1/access-log/{id}/': READ,
  'GET /api-ops/archive/v1/feedback/{id}/': READ,
  'GET /api-ops/misc/v1/download/{token}/': READ,

  // Workspace assignments (issue 8).
  'POST /api-ops/workspace/v1/assignment-import/': INTAKE_ROLES,
  'POST /api-ops/workspace/v1/assignments/': 'integration',
  'GET /api-ops/workspace/v1/integration-keys/': INTEGRATION_KEY_ROLES,
  'POST /api-ops/workspace/v1/integration-keys/': INTEGRATION_KEY_ROLES,
  'DELETE /api-ops/workspace/v1/integration-keys/{id}/': INTEGRATION_KEY_ROLES,
  // Share policies (decision 0038): operations admins set them; the share dialog of any staff reads them.
  'GET /api-ops/ops/v1/clients/{id}/share-policy/': SHARE_POLICY_ROLES,
  'PUT /api-ops/ops/v1/clients/{id}/share-policy/': SHARE_POLICY_ROLES,
  'GET /api-ops/misc/v1/share-policy/{id}/': READ,
  // The bell (decision 0037): any staff member's own notifications; the stream opens with a signed ticket.
  'GET /api-ops/ops/v1/notifications/': READ,
  'POST /api-ops/ops/v1/notifications/read/': READ,
  'POST /api-ops/ops/v1/notifications/read-all/': READ,
  'POST /api-ops/ops/v1/notifications/stream-ticket/': READ,
  'GET /api-ops/ops/v1/notifications/stream/': 'signed',
  'GET /api-ops/ops/v1/notifications/digest/': READ,
  'PUT /api-ops/ops/v1/notifications/digest/': READ,
  // Signed webhooks (decision 0035): the integration page's endpoints, operations admins only.
  'GET /api-ops/ops/v1/webhooks/': INTEGRATION_KEY_ROLES,
  'POST /api-ops/ops/v1/webhooks/': INTEGRATION_KEY_ROLES,
  'PATCH /api-ops/ops/v1/webhooks/{id}/': INTEGRATION_KEY_ROLES,
  'DELETE /api-ops/ops/v1/webhooks/{id}/': INTEGRATION_KEY_ROLES,
  'POST /api-ops/ops/v1/webhooks/{id}/test/': INTEGRATION_KEY_ROLES,
  'GET /api-ops/ops/v1/webhooks/{id}/log/': INTEGRATION_KEY_ROLES,
  'POST /api-ops/ops/v1/webhooks/{id}/events/{eventId}/replay/': INTEGRATION_KEY_ROLES,

  // Delivery creation and upload (part 2): the wizard's reads are its own, so they follow its writes.
  'POST /api-ops/ops/v1/upload-get-url/': DELIVER,
  'POST /api-ops/ops/v1/update-get-url/': DELIVER,
  'POST /api/upload/multipart/get_urls': DELIVER,
  'POST /api-ops/ops/v1/multipart-complete/': DELIVER,
  'POST /api/upload/multipart/complete': DELIVER,
  'POST /api-ops/ops/v1/upload-resume/': DELIVER,
  'PUT /api-ops/ops/v1/upload-part/{token}/': 'signed',
  'GET /api-ops/workspace/v1/assignment-api/': DELIVER,
  'GET /api-ops/workspace/v1/update-assignment-api/{id}/': DELIVER,
  'POST /api-ops/ops/v1/detail-assignment/': DELIVER,
  'POST /api-ops/ops/v1/update-detail-assignments/': DELIVER,
  'POST /api-ops/ops/v1/share-email/': DELIVER,
  'GET /api-ops/misc/v1/suggestion/': DELIVER,
  'POST /api-ops/ops/v1/upload-new-delivery/': DELIVER,
  'POST /api-ops/ops/v1/update-delivery/': DELIVER,
  'POST /api-ops/ops/v1/upload-new-assignment/': DELIVER,
  'POST /api-ops/ops/v1/upload-update-assignment/': DELIVER,

  // Sharing (issue 9).
  'POST /api-ops/misc/v1/sharing-file/': DELIVER,
  'POST /api-ops/misc/v1/share-request/decline/': DELIVER,
  'POST /api-ops/misc/v1/secure-key/': DELIVER,
  'POST /api-ops/misc/v1/revoke/': DELIVER,

  // The recipients' portal (decision 0010).
  'POST /api-rcp/v1/link/code/': 'open',
  'POST /api-rcp/v1/link/verify/': 'open',
  'POST /api-rcp/v1/logout/': 'open',
  'GET /api-rcp/v1/deliveries/': 'recipient',
  'GET /api-rcp/v1/deliveries/{id}/': 'recipient',
  'POST /api-rcp/v1/download/': 'recipient',
  'POST /api-rcp/v1/feedback/': 'recipient',
  'POST /api-rcp/v1/approve/': 'recipient',
  'POST /api-rcp/v1/complaints/': 'recipient',
  'POST /api-rcp/v1/complaints/{id}/reopen/': 'recipient',
  'POST /api-rcp/v1/language/': 'recipient',
  'POST /api-rcp/v1/request-access/': 'recipient',
  'POST /api-rcp/v1/request-access/withdraw/': 'recipient',

  // File requests (decision 0039): staff who may deliver; the contact's way in is open, the rest their session's.
  'GET /api-ops/ops/v1/file-requests/': FILE_REQUEST_ROLES,
  'POST /api-ops/ops/v1/file-requests/': FILE_REQUEST_ROLES,
  'GET /api-ops/ops/v1/file-requests/{id}/': FILE_REQUEST_ROLES,
  'POST /api-ops/ops/v1/file-requests/{id}/close/': FILE_REQUEST_ROLES,
  'GET /api-ops/ops/v1/file-requests/{id}/files/{fileId}/download/': FILE_REQUEST_ROLES,
  'POST /api-rcp/v1/requests/code/': 'open',
  'POST /api-rcp/v1/requests/verify/': 'open',
  'GET /api-rcp/v1/requests/{id}/': 'contact',
  'POST /api-rcp/v1/requests/{id}/upload-get-url/': 'contact',
  'POST /api-rcp/v1/requests/{id}/upload-resume/': 'contact',
  'POST /api-rcp/v1/requests/{id}/complete/': 'contact',
  'POST /api-rcp/v1/requests/{id}/submit/': 'contact',
};
