/**
 * Pages the server sends with their first screen already in #root (decision 0034): the address, and the file
 * of the web app's build holding that markup (written by apps/web/vite-plugins/login-first-paint.ts). The
 * app's first render replaces it with the same markup. This module imports nothing, so the build's plugin
 * can read it too.
 */
export const FIRST_PAINT_PAGES = { '/': 'login-first-paint.html' } as const;
