/** Every call path of the API, shared by the server routes and the web client. */
export const API = {
  /** The recipients' portal (decision 0010): people a delivery is shared with. */
  recipients: {
    requestCode: '/api-rcp/v1/link/code/',
    verify: '/api-rcp/v1/link/verify/',
    logout: '/api-rcp/v1/logout/',
    deliveries: '/api-rcp/v1/deliveries/',
    delivery: (id: number | string) => `/api-rcp/v1/deliveries/${id}/`,
    download: '/api-rcp/v1/download/',
    feedback: '/api-rcp/v1/feedback/',
    requestAccess: '/api-rcp/v1/request-access/',
    withdrawRequest: '/api-rcp/v1/request-access/withdraw/',
    /** POST {delivery_id, version}: approves a version (decision 0040). */
    approve: '/api-rcp/v1/approve/',
    /** POST {delivery_id, version, category, text, files}: raises a complaint on a version. */
    complaints: '/api-rcp/v1/complaints/',
    /** POST {text}: reopens a resolved complaint within 14 days of its resolution. */
    reopenComplaint: (id: number | string) => `/api-rcp/v1/complaints/${id}/reopen/`,
    /** The recipient's language for the portal and their e-mails (decision 0042). */
    language: '/api-rcp/v1/language/',
  },
  auth: {
    login: '/api-ops/auth/v1/login/',
    forgetPassword: '/api-ops/auth/v1/forget-password/',
    changePasswordWithLink: '/api-ops/auth/v1/change-password/',
    resetPassword: '/api-ops/auth/v1/reset-password/',
    validatePassword: '/api-ops/auth/v1/validate-password/',
    logout: '/api-ops/auth/v1/logout/',
    csrf: '/api-ops/auth/v1/csrf/',
    /** The second step of a sign-in (decision 0020). */
    loginMfa: '/api-ops/auth/v1/login/mfa/',
    loginPasskeyOptions: '/api-ops/auth/v1/login/mfa/passkey/options/',
    loginPasskey: '/api-ops/auth/v1/login/mfa/passkey/',
  },
  /** The signed-in account's second factors, and the OA's policy (decision 0020). */
  mfa: {
    status: '/api-ops/auth/v1/mfa/',
    totp: '/api-ops/auth/v1/mfa/totp/',
    totpConfirm: '/api-ops/auth/v1/mfa/totp/confirm/',
    totpDisable: '/api-ops/auth/v1/mfa/totp/disable/',
    recoveryCodes: '/api-ops/auth/v1/mfa/recovery-codes/',
    passkeyOptions: '/api-ops/auth/v1/mfa/passkeys/options/',
    passkeys: '/api-ops/auth/v1/mfa/passkeys/',
    removePasskey: (id: number | string) => `/api-ops/auth/v1/mfa/passkeys/${id}/remove/`,
    policy: '/api-ops/auth/v1/mfa/policy/',
    /** POST (OA): removes a colleague's second factors and mails them. */
    resetStaff: (id: number | string) => `/api-ops/auth/v1/mfa/staff/${id}/reset/`,
  },
  /** Single sign-on for staff through OpenID Connect (decision 0021). */
  sso: {
    /** GET, public: whether it is on, its display name, whether the password form is too. */
    status: '/api-ops/auth/v1/sso/',
    /** POST, public: answers the provider's authorization address to send the browser to. */
    start: '/api-ops/auth/v1/sso/start/',
    /** GET: the provider's redirect back (the registered redirect URI); answers a redirect into the web app. */
    callback: '/api-ops/auth/v1/sso/callback/',
    /** POST {code}, public: the single-use hand-off code for what a plain login answers. */
    exchange: '/api-ops/auth/v1/sso/exchange/',
  },
  ops: {
    changePassword: '/api-ops/ops/v1/change-password/',
    profile: '/api-ops/ops/v1/profile/',
    profileById: (id: number | string) => `/api-ops/ops/v1/profile/${id}/`,
  },
  requester: {
    company: '/api-req/requester/v1/company/',
    companyById: (id: number | string) => `/api-req/requester/v1/company/${id}/`,
    /** Multipart upload of the client's logo (`image`); answers the updated client. */
    companyLogo: (id: number | string) => `/api-req/requester/v1/company/${id}/logo/`,
    search: '/api-req/requester/v1/search/',
    defaultClients: '/api-req/requester/v1/default-clients',
    generateClientCode: '/api-req/requester/v1/generate-client-code/',
    verifyClientCode: '/api-req/requester/v1/verify-client-code/',
    country: '/api-req/requester/v1/country/',
    cities: (country: string) => `/api-req/requester/v1/country/${encodeURIComponent(country)}`,
    updateCurrency: (entityId: number | string) => `/api-req/requester/v1/update-currency/${entityId}/`,
    service: '/api-req/requester/v1/service/',
    servicePrice: (subServiceId: number | string) => `/api-req/requester/v1/service/${subServiceId}/`,
    entity: '/api-req/requester/v1/entity/',
    entityById: (id: number | string) => `/api-req/requester/v1/entity/${id}/`,
    entityContract: (id: number | string) => `/api-req/requester/v1/entity/${id}/contract/`,
    defaultEntity: '/api-req/requester/v1/default-entity/',
    invoice: '/api-req/requester/v1/invoice/',
    invoiceById: (id: number | string) => `/api-req/requester/v1/invoice/${id}/`,
    user: '/api-req/requester/v1/user/',
    userById: (id: number | string) => `/api-req/requester/v1/user/${id}/`,
    /** Multipart upload of a contract file (`file`); answers where it was stored. */
    contractUpload: '/api-req/requester/v1/contract-file/',
  },
  assignments: {
    list: '/api-ops/ops/v2/all-assignments/',
    listV1: '/api-ops/ops/v1/all-assignments/',
    byIdV1: (id: number | string) => `/api-ops/ops/v1/all-assignments/${id}/`,
    byId: (id: number | string) => `/api-ops/ops/v2/all-assignments/${id}/`,
    archiveList: '/api-ops/archive/v1/all-assignments/',
    archiveById: (id: number | string) => `/api-ops/archive/v1/all-assignments/${id}/`,
    comments: (deliveryId: number | string) => `/api-ops/misc/v1/comment/${deliveryId}/`,
    postComment: '/api-ops/misc/v1/comment/',
    sync: '/api-ops/ops/v1/google-sync-delivery/',
    sharingFile: (id: number | string) => `/api-ops/misc/v1/sharing-file/${id}/`,
    /** POST: shares a delivery with addresses (part 1 section 7). */
    shareFile: '/api-ops/misc/v1/sharing-file/',
    revokeShare: '/api-ops/misc/v1/revoke/',
    /** POST {delivery_id, email}: turns down a recipient's request for a colleague (accepting is a share). */
    declineShareRequest: '/api-ops/misc/v1/share-request/decline/',
    /** POST {delivery_id, resend}: a new secure key for the delivery, answered once; resend mails it too. */
    secureKey: '/api-ops/misc/v1/secure-key/',
    accessLog: (id: number | string) => `/api-ops/misc/v1/access-log/${id}/`,
    /** GET: the whole access log as a CSV file. */
    accessLogCsv: (id: number | string) => `/api-ops/misc/v1/access-log/${id}/export/`,
    archiveFeedback: (id: number | string) => `/api-ops/archive/v1/feedback/${id}/`,
    archiveSharedLog: (id: number | string) => `/api-ops/archive/v1/sharedlog/${id}/`,
    archiveAccessLog: (id: number | string) => `/api-ops/archive/v1/access-log/${id}/`,
    /** A file's or zip's link: GET with the download query answers a short-lived download_url. */
    download: (token: string) => `/api-ops/misc/v1/download/${token}/`,
    /** GET: a delivery's complaints, open ones first (decision 0040). */
    complaints: (deliveryId: number | string) => `/api-ops/misc/v1/complaints/${deliveryId}/`,
    /** POST {answer}: staff answer a complaint; the recipient is e-mailed. */
    answerComplaint: (id: number | string) => `/api-ops/misc/v1/complaint/${id}/answer/`,
    /** POST {resolution}: staff close a complaint with a resolution; the recipient is e-mailed. */
    resolveComplaint: (id: number | string) => `/api-ops/misc/v1/complaint/${id}/resolve/`,
  },
  deliveries: {
    assignmentOptions: '/api-ops/workspace/v1/assignment-api/',
    updateAssignmentOptions: (id: number | string) => `/api-ops/workspace/v1/update-assignment-api/${id}/`,
    detailAssignment: '/api-ops/ops/v1/detail-assignment/',
    updateDetailAssignments: '/api-ops/ops/v1/update-detail-assignments/',
    uploadGetUrl: '/api-ops/ops/v1/upload-get-url/',
    updateGetUrl: '/api-ops/ops/v1/update-get-url/',
    /** Local-disk part URLs: PUT the part's bytes; the token is signed and expires. */
    uploadPart: (token: string) => `/api-ops/ops/v1/upload-part/${token}/`,
    multipartComplete: '/api-ops/ops/v1/multipart-complete/',
    uploadResume: '/api-ops/ops/v1/upload-resume/',
    uploadNewDelivery: '/api-ops/ops/v1/upload-new-delivery/',
    updateDelivery: '/api-ops/ops/v1/update-delivery/',
    legacyGetUrls: '/api/upload/multipart/get_urls',
    legacyComplete: '/api/upload/multipart/complete',
    legacyNewAssignment: '/api-ops/ops/v1/upload-new-assignment/',
    legacyUpdateAssignment: '/api-ops/ops/v1/upload-update-assignment/',
    shareEmail: '/api-ops/ops/v1/share-email/',
    suggestion: '/api-ops/misc/v1/suggestion/',
    assignmentImport: '/api-ops/workspace/v1/assignment-import/',
    intake: '/api-ops/workspace/v1/assignments/',
    integrationKeys: '/api-ops/workspace/v1/integration-keys/',
    integrationKeyById: (id: number | string) => `/api-ops/workspace/v1/integration-keys/${id}/`,
  },
  /** Share policies per client (decision 0038). */
  sharePolicy: {
    /** GET, PUT {default_days, max_days, outside_allowed}: an operations admin sets the client's policy. */
    byClient: (id: number | string) => `/api-ops/ops/v1/clients/${id}/share-policy/`,
    /** GET: the policy of a delivery's client, for the share dialog. */
    byDelivery: (id: number | string) => `/api-ops/misc/v1/share-policy/${id}/`,
  },
  /** Insights (decision 0041): GET ?period=3|6|12|custom&from=&to=&client_id=&category= (OA, OU, TL). */
  insights: {
    figures: '/api-ops/ops/v1/insights/',
  },
  /** Live notifications for staff (decision 0037). */
  notifications: {
    /** GET: the latest 50 and the unread count. */
    list: '/api-ops/ops/v1/notifications/',
    /** POST {ids}: marks those read. */
    read: '/api-ops/ops/v1/notifications/read/',
    /** POST: marks every one read. */
    readAll: '/api-ops/ops/v1/notifications/read-all/',
    /** POST: a ticket for the event stream. */
    streamTicket: '/api-ops/ops/v1/notifications/stream-ticket/',
    /** GET ?ticket=: Server-Sent Events (notification, delivery). */
    stream: '/api-ops/ops/v1/notifications/stream/',
    /** GET, PUT {digest_hour, time_zone}: the daily summary e-mail. */
    digest: '/api-ops/ops/v1/notifications/digest/',
  },
  /** File requests (issue 24, decision 0039): staff ask a client contact for files. */
  fileRequests: {
    /** GET ?client_id=&status=open|closed|all: the requests; POST: creates one and e-mails the contact its link. */
    list: '/api-ops/ops/v1/file-requests/',
    /** GET: one request with its received files and assignments. */
    byId: (id: number | string) => `/api-ops/ops/v1/file-requests/${id}/`,
    /** POST: closes the request early (idempotent). */
    close: (id: number | string) => `/api-ops/ops/v1/file-requests/${id}/close/`,
    /** GET: a short-lived download_url of a received file. */
    download: (id: number | string, fileId: number | string) =>
      `/api-ops/ops/v1/file-requests/${id}/files/${fileId}/download/`,
  },
  /** The contact's side of a file request (public, a request session's bearer token). */
  requestLinks: {
    /** POST {token}: e-mails a one-time code to the request's contact. */
    requestCode: '/api-rcp/v1/requests/code/',
    /** POST {token, code}: a request session. */
    verify: '/api-rcp/v1/requests/verify/',
    /** GET: what is asked, and the files sent so far. */
    byId: (id: number | string) => `/api-rcp/v1/requests/${id}/`,
    /** POST {file_name, file_size, chunk_size}: part URLs (the staff upload's answer). */
    getUrl: (id: number | string) => `/api-rcp/v1/requests/${id}/upload-get-url/`,
    /** POST {upload_id}: fresh URLs and the stored parts of an unfinished upload. */
    resume: (id: number | string) => `/api-rcp/v1/requests/${id}/upload-resume/`,
    /** POST {upload_id, parts, file_name}: completes an upload (type and size checked again). */
    complete: (id: number | string) => `/api-rcp/v1/requests/${id}/complete/`,
    /** POST {upload_ids, note?}: sends the completed uploads as a new workspace assignment. */
    submit: (id: number | string) => `/api-rcp/v1/requests/${id}/submit/`,
  },
  /** Signed webhooks to the workflow tool (decision 0035), operations admins only. */
  webhooks: {
    /** GET: the endpoints; POST {url, events, description}: adds one, answering its secret once. */
    list: '/api-ops/ops/v1/webhooks/',
    /** PATCH {url?, events?, description?, active?}; DELETE. */
    byId: (id: number | string) => `/api-ops/ops/v1/webhooks/${id}/`,
    /** POST: queues a 'webhook.test' event to this endpoint. */
    test: (id: number | string) => `/api-ops/ops/v1/webhooks/${id}/test/`,
    /** GET: the latest events and delivery attempts. */
    log: (id: number | string) => `/api-ops/ops/v1/webhooks/${id}/log/`,
    /** POST: sends a delivered or failed event again, with its id. */
    replay: (id: number | string, eventId: string) =>
      `/api-ops/ops/v1/webhooks/${id}/events/${eventId}/replay/`,
  },
  /** Staff management (decision 0012), operations admins only. */
  staff: {
    /** GET: every staff account; POST: invites one. */
    users: '/api-ops/staff/v1/users/',
    /** PATCH {user_type}: changes the account's type. */
    userById: (id: number | string) => `/api-ops/staff/v1/users/${id}/`,
    /** POST: mails a fresh set-password link to an account still waiting for its first password. */
    resendInvite: (id: number | string) => `/api-ops/staff/v1/users/${id}/invite/`,
    /** POST: blocks sign-in and ends every session at once. */
    deactivate: (id: number | string) => `/api-ops/staff/v1/users/${id}/deactivate/`,
    reactivate: (id: number | string) => `/api-ops/staff/v1/users/${id}/reactivate/`,
  },
  /** Malware scanning (decision 0024): GET lists the quarantined uploads, operations admins only. */
  scanning: {
    quarantine: '/api-ops/ops/v1/quarantine/',
  },
  /** The audit trail (decision 0022), operations admins only. */
  audit: {
    /** GET: the trail, newest first, filtered and paged (keyset). */
    events: '/api-ops/audit/v1/events/',
    /** GET: the same filters, every matching row as a CSV file. */
    export: '/api-ops/audit/v1/events/export/',
    /** GET: the people, actions and clients the filters offer. */
    filters: '/api-ops/audit/v1/filters/',
  },
  client: {
    entityById: (id: number | string) => `/api-ops/client/v1/entity/${id}/`,
  },
  /** Retention and erasure (decision 0023), operations admins only. */
  retention: {
    /** GET: every client with its retention period. */
    clients: '/api-ops/retention/v1/clients/',
    /** PUT {retention_days}: a client's period (null: the default). */
    clientById: (id: number | string) => `/api-ops/retention/v1/clients/${id}/`,
    /** GET: deliveries whose files wait in the recycle bin. */
    recycleBin: '/api-ops/retention/v1/recycle-bin/',
    /** POST: puts a delivery's files back. */
    restore: (deliveryId: number | string) => `/api-ops/retention/v1/recycle-bin/${deliveryId}/restore/`,
    /** POST: deletes a delivery's files in the bin for good. */
    purge: (deliveryId: number | string) => `/api-ops/retention/v1/recycle-bin/${deliveryId}/purge/`,
    /** POST: erases a delivery's files now (into the recycle bin). */
    eraseFiles: (deliveryId: number | string) =>
      `/api-ops/retention/v1/deliveries/${deliveryId}/erase-files/`,
    /** POST {email}: what erasing a recipient would touch. */
    recipientErasurePreview: '/api-ops/retention/v1/recipient-erasure/preview/',
    /** POST {email}: erases a recipient's personal data. */
    recipientErasure: '/api-ops/retention/v1/recipient-erasure/',
  },
} as const;

/** Path of the e-mailed reset link in the web app; the token travels as `q`. */
export const RESET_LINK_PATH = '/oppsforgotpassword/token';

/** The web app's page that finishes a single sign-on; the hand-off code travels in its fragment (`#code=`). */
export const SSO_COMPLETE_PATH = '/sso/complete';

/** The login page's query parameter that names why a single sign-on was refused (`/?sso_error=`). */
export const SSO_ERROR_PARAM = 'sso_error';

/** The recipients' page; a personal link is this path with `#t=<token>`, so the token never reaches a server log. */
export const RECIPIENT_PAGE_PATH = '/shared';

/** The contact's page of a file request; the link is this path with `#t=<token>` (only the token's hash is stored). */
export const FILE_REQUEST_PAGE = '/request';

/** The console's page of a live delivery (the delivery mail links staff to it, decision 0033). */
export const consoleDeliveryPath = (id: number) => `/deliver/${id}`;

/** The portal's page of a delivery shared with the signed-in recipient. */
export const portalDeliveryPath = (id: number) => `${RECIPIENT_PAGE_PATH}/deliveries/${id}`;
