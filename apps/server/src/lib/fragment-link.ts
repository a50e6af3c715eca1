/**
 * A link to one of the app's pages with a token: the token rides in the fragment, which browsers never send
 * to a server or in a Referer.
 */
export const fragmentLink = (publicUrl: string, page: string, token: string) =>
  `${publicUrl}${page}#t=${token}`;
