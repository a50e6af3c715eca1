import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_COMMITTED_WINDOW_DAYS,
  DEFAULT_RETENTION_DAYS,
  LIST_WINDOW_DEFAULTS,
  PROFILE_IMAGE_DEFAULT_MAX_BYTES,
  UPLOAD_DEFAULT_MAX_FILE_MB,
  USER_TYPES,
} from '@ops/contracts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const optionalFlag = z
  .preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']).optional())
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes', 'on'].includes(v)));
const flag = (fallback: boolean) => optionalFlag.transform((v) => v ?? fallback);

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Single sign-on needs a client id; plain http only for a provider on this machine (tests); OIDC_ONLY needs it on. */
function checkSingleSignOn(
  c: { OIDC_ISSUER?: string; OIDC_CLIENT_ID?: string; OIDC_ONLY: boolean },
  ctx: z.RefinementCtx,
) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!c.OIDC_ISSUER) {
    if (c.OIDC_ONLY) issue('OIDC_ONLY', 'needs OIDC_ISSUER: without single sign-on no staff could sign in');
    return;
  }
  const issuer = new URL(c.OIDC_ISSUER);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname)))
    issue('OIDC_ISSUER', 'must be an https:// address (plain http only for a provider on this machine)');
  if (!c.OIDC_CLIENT_ID) issue('OIDC_CLIENT_ID', 'is required with OIDC_ISSUER');
}

/** Every setting of the server, read from environment variables (documented in .env.example). */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
    SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
    MAIL_FROM: z.string().default('Operations Console <no-reply@localhost>'),
    /** Unset: demo records with the embedded database only, never on a DATABASE_URL server. */
    DEMO_DATA: optionalFlag,
    /** On SIGTERM, in-flight requests get this long to finish before their connections are closed. */
    SHUTDOWN_TIMEOUT_SECONDS: positiveInt(10),
    /** On SIGTERM, /readyz answers 503 and requests are still served this long before the listener closes. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(3),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: flag(false),
    WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    SESSION_TTL_HOURS: positiveInt(12),
    SESSION_REMEMBER_DAYS: positiveInt(30),
    RESET_LINK_TTL_MINUTES: positiveInt(60),
    INVITE_LINK_TTL_HOURS: positiveInt(72),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(50),
    LOGIN_SLOW_AFTER_FAILURES_PER_ADDRESS: positiveInt(5),
    LOGIN_MAX_DELAY_SECONDS: positiveInt(8),
    THROTTLE_WINDOW_MINUTES: positiveInt(15),
    RESET_MAX_REQUESTS_PER_HOUR: positiveInt(5),
    PROFILE_IMAGE_MAX_BYTES: positiveInt(PROFILE_IMAGE_DEFAULT_MAX_BYTES),
    RECENT_DAYS: positiveInt(LIST_WINDOW_DEFAULTS.recentDays),
    ARCHIVE_AFTER_DAYS: positiveInt(LIST_WINDOW_DEFAULTS.archiveAfterDays),
    DOWNLOAD_LINK_MINUTES: positiveInt(60),
    /** Months of cards and the unsearched archive count are kept until the lists change or this many seconds pass; 0 disables. */
    LIST_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
    /** Matches a search answers per page. */
    SEARCH_PAGE_SIZE: positiveInt(LIST_WINDOW_DEFAULTS.searchPageSize),
    /** Cards a page of a month or of the recent view holds when the caller asks for a page (decision 0025). */
    LIST_PAGE_SIZE: positiveInt(LIST_WINDOW_DEFAULTS.listPageSize),
    /** Deliveries a search walks newest first before it turns to the trigram index (decision 0025). */
    SEARCH_WALK_ROWS: positiveInt(1000),
    /** 'See Archived' counts exactly up to this, and shows 'cap+' above (decision 0025). */
    ARCHIVE_COUNT_CAP: positiveInt(LIST_WINDOW_DEFAULTS.archiveCountCap),
    /** The tracking spreadsheet: a .csv or .xlsx path, or an http(s) URL of a CSV export. Default DATA_DIR/tracker.csv. */
    TRACKER_SHEET: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** S3-compatible storage instead of DATA_DIR/storage when S3_BUCKET is set. */
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    /** For MinIO, Ceph, R2 and the like, e.g. http://127.0.0.1:9000; empty for AWS. */
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: flag(true),
    /** A MaxMind-format .mmdb city or country database (e.g. GeoLite2-City) for access-log locations. */
    GEOIP_DATABASE: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Largest file one chunked upload may carry, in MB (default 10 GB). */
    UPLOAD_MAX_FILE_MB: positiveInt(UPLOAD_DEFAULT_MAX_FILE_MB),
    /** How long a part URL stays valid, in minutes. */
    UPLOAD_URL_MINUTES: positiveInt(60),
    /** Unfinished uploads older than this many days are aborted and their bytes removed. */
    UPLOAD_STALE_DAYS: positiveInt(7),
    /** Part PUTs one instance writes at once (local disk); past it a part PUT answers 503 with Retry-After. */
    UPLOAD_PARTS_AT_ONCE: positiveInt(16),
    /** Under pressure a part PUT answers 503 with Retry-After: event-loop delay (mean over a second), in ms... */
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: positiveInt(1000),
    /** ... resident memory, in MB (0: no limit), or the JavaScript heap past 90 % of its limit. */
    PRESSURE_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
    /** The committed delivery of the update flow must lie within this many days before or after today. */
    COMMITTED_WINDOW_DAYS: positiveInt(DEFAULT_COMMITTED_WINDOW_DAYS),
    /** Background jobs (mail, hourly upkeep) on the database's pg-boss queue; off only for tests. */
    JOB_QUEUE: flag(true),
    /** How often an idle worker asks the queue for work, in seconds. */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** A mail the server could not hand over is tried again after this many seconds, doubling each time. */
    MAIL_RETRY_SECONDS: positiveInt(30),
    /** Webhook endpoints may be on loopback, link-local or private addresses (tests only; decision 0035). */
    WEBHOOK_ALLOW_PRIVATE: flag(false),
    /** The API description at /docs, public on purpose (decision 0019); false turns it off. */
    API_DOCS: optionalFlag,
    /** Bearer token that /metrics asks for; without one /metrics is off, whatever NODE_ENV (decision 0019). */
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
    SIGNING_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
    // --- Trust (issue 20): each block belongs to one area; add an area's own settings inside its block.
    // Single sign-on (OpenID Connect) for staff: on when OIDC_ISSUER is set.
    OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.url().optional()),
    OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Shown on the login page as 'Sign in with <name>'. */
    OIDC_DISPLAY_NAME: z.string().default('SSO'),
    /** A user type that a first sign-in creates an account as; unset: unknown addresses are refused. */
    OIDC_CREATE_ACCOUNTS: z.preprocess(emptyAsUndefined, z.enum(USER_TYPES).optional()),
    /** Password sign-in off for staff (recipients are unaffected). */
    OIDC_ONLY: flag(false),
    // End of single sign-on.
    // Retention: days after a delivery's last version before its files are removed (per client, this default).
    RETENTION_DAYS: positiveInt(DEFAULT_RETENTION_DAYS),
    // End of retention.
    // Malware scanning of uploads through clamd. Unset CLAMD_SOCKET and SCAN_MODE: scanning is off.
    /** A clamd socket: a Unix socket path, or tcp://host:port. */
    CLAMD_SOCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** on: files wait for a clean scan (held while clamd is unreachable); warn: delivered with a logged warning when clamd is unreachable; off: not scanned. */
    SCAN_MODE: z.preprocess(emptyAsUndefined, z.enum(['on', 'warn', 'off']).optional()),
    /** A clamd connection silent this long (connecting, or mid-scan) counts as unreachable. */
    CLAMD_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    // End of malware scanning.
    // Hostile input (decision 0019): spreadsheets are read in a limited process; fetched sheets are bounded.
    /** Rows an imported or tracking sheet may have (header included). */
    IMPORT_MAX_ROWS: positiveInt(50_000),
    /** MB an XLSX may inflate to, counted while it inflates. */
    IMPORT_MAX_UNPACKED_MB: positiveInt(64),
    /** Seconds the process reading one sheet may take before it is killed. */
    IMPORT_READ_SECONDS: z.coerce.number().positive().default(20),
    /** MB of JavaScript heap the process reading one sheet may use. */
    IMPORT_READ_MEMORY_MB: positiveInt(512),
    /** MB a tracking sheet (fetched or a file) may have. */
    TRACKER_MAX_MB: positiveInt(20),
    /** Seconds a tracking sheet fetch may take, redirects and body included. */
    TRACKER_FETCH_SECONDS: positiveInt(10),
    /** The TRACKER_SHEET URL's host is on the internal network: its private or loopback addresses are allowed. */
    TRACKER_SHEET_INTERNAL: flag(false),
    /** Other hosts the TRACKER_SHEET URL may redirect to, comma-separated ('.example.com' for its subdomains). */
    TRACKER_REDIRECT_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean),
      ),
    // End of hostile input.
  })
  // Single sign-on: settings that only make sense together (decision 0021).
  .superRefine(checkSingleSignOn)
  .transform((c) => ({
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    DEMO_DATA: c.DEMO_DATA ?? !c.DATABASE_URL,
    API_DOCS: c.API_DOCS ?? true,
    SCAN_MODE: c.SCAN_MODE ?? (c.CLAMD_SOCKET ? 'on' : 'off'),
  }));

export type Config = z.output<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
