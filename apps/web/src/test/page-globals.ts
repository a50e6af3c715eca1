// What some tests replace on the page's own objects rather than through Vitest's stubs, captured when this
// module is first loaded in a worker (before any test runs) and put back after each test: the files of a
// worker share one page (vite.config.ts, isolate: false).
const blobUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

/** Puts back the page's blob URL functions, which some tests replace on `URL` itself. */
export function restorePageGlobals() {
  Object.assign(URL, blobUrls);
}
