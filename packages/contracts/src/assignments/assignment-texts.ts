import { consoleTexts } from '../i18n/console-texts.js';
/** Fixed texts of the assignments, archive and delivery screens (part 1 sections 2, 5 and 8). */
export const ASSIGNMENT_TEXTS = /* @__PURE__ */ consoleTexts('assignmentTexts', {
  noAssignments: 'No Assignments Yet',
  noneFound: 'No assignments found',
  fetching: 'Fetching...',
  unnamedFile: 'Unnamed file',
  noFileId: 'No file id available!',
  codeCopied: 'Code Copied!',
  copyLoader: 'Please stay on the page, so the new key can be copied in your clipboard.',
  copyFailed: 'Failed to copy',
  fileUnavailable: "File unavailable, Please contact the provider's support",
  shareTabTitle: 'Share Assignments from here',
  // Chosen here: the archive is read-only (part 1 section 6), and the API says so when a client forgets.
  archivedReadOnly: 'This delivery is archived: comments, downloads and sync are for live deliveries only.',
});

/** Several files start one by one, this far apart (part 1 section 7, part 3 section 9). */
export const DOWNLOAD_STAGGER_MS = 2000;
/** Truncation of the sidebar cards (part 1 section 9). */
export const CARD_LIMITS = {
  fileName: { max: 40, keepEnd: 6 },
  requester: { max: 10, keepEnd: 3 },
  unitDetails: 2,
} as const;
