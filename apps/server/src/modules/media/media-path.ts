/** Public files (profile images) are served under /media/ with unguessable keys. */
const MEDIA_PREFIX = '/media/';
export const mediaPath = (key: string) => `${MEDIA_PREFIX}${key}`;
export const PUBLIC_MEDIA_FOLDERS = ['profile-images', 'client-logos'];
