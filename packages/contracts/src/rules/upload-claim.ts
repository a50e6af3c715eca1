// Which completed upload becomes each file a deliver call names: the one rule, called by the server's
// deliver writer and the demo's handler.
import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';

/** A file a deliver call names, in its group (numbered from 1). */
export interface WantedFile {
  group: number;
  fileType: 'source_files' | 'target_files';
  name: string;
}

/** What the rule reads of an upload. */
export interface ClaimableUpload {
  fileName: string;
  fileType: string;
  /** The group reference the upload was made under: 'G_2', '2' and 'group_2' all name group 2. */
  group: string;
}

const groupNumber = (ref: string) => Number(/(\d+)\s*$/.exec(ref)?.[1] ?? NaN);

/**
 * Takes each wanted file from `available` (the caller's completed uploads of this delivery, newest first):
 * same name and file type, preferring the same group, then the newest (a file uploaded again); each upload
 * serves once. `check` runs on each upload as it is taken and may throw. A name without an upload is refused,
 * so a delivered file is never empty or someone else's.
 */
export function claimUploads<U, W extends WantedFile>(
  available: readonly U[],
  wanted: readonly W[],
  read: (upload: U) => ClaimableUpload,
  check: (upload: U) => void = () => undefined,
): { claims: { want: W; upload: U }[] } | { refusal: string } {
  const used = new Set<U>();
  const claims: { want: W; upload: U }[] = [];
  for (const want of wanted) {
    const candidates = available.filter((u) => {
      const seen = read(u);
      return !used.has(u) && seen.fileName === want.name && seen.fileType === want.fileType;
    });
    const upload = candidates.find((u) => groupNumber(read(u).group) === want.group) ?? candidates[0];
    if (upload === undefined) return { refusal: DELIVERY_MESSAGES.fileNotUploaded(want.name) };
    check(upload);
    used.add(upload);
    claims.push({ want, upload });
  }
  return { claims };
}
