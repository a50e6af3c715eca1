/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Passphrase of the token encryption at rest (section 9); a built-in default applies when unset. */
  readonly VITE_TOKEN_PASSPHRASE?: string;
  /** 'true' shows the maintenance page instead of the app. */
  readonly VITE_MAINTENANCE_MODE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
