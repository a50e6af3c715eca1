/**
 * Starts the browser's download of a short-lived URL that answers with Content-Disposition attachment (or
 * a blob: URL saved as `fileName`), through a temporary link, so the page itself stays where it is.
 */
export function saveFromUrl(url: string, fileName = '') {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
