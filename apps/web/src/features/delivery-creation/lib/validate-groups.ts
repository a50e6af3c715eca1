import { DELIVERY_MESSAGES, EMAIL_ATTACHMENT_LIMIT, isDeliveryLink } from '@ops/contracts';
import type { Flow, GroupForm } from './wizard-types';
import { committedWindow } from './committed-time';

export type CheckedGroup = Pick<
  GroupForm,
  | 'defaultIds'
  | 'sourceFiles'
  | 'targetFiles'
  | 'sourceRemoved'
  | 'targetRemoved'
  | 'externalMode'
  | 'externalLink'
  | 'externalText'
  | 'emailAttachment'
  | 'committedDate'
  | 'committedTime'
>;

const totalSize = (files: File[]) => files.reduce((sum, f) => sum + f.size, 0);

/**
 * The Add step's checks (section 5), group by group in order, returning the first message or null. Sources
 * come first (a new group needs them), then one target somewhere, then each group's external, attachment and
 * committed-delivery rules.
 */
export function validateGroups(
  groups: CheckedGroup[],
  {
    flow,
    external,
    window = committedWindow(new Date()),
  }: { flow: Flow; external: boolean; window?: { min: string; max: string } },
): string | null {
  for (const [i, g] of groups.entries()) {
    const n = i + 1;
    const isNew = flow === 'new' || g.defaultIds.length === 0;
    if (isNew && g.sourceFiles.length === 0) {
      return g.sourceRemoved ? DELIVERY_MESSAGES.sourceRemoved(n) : DELIVERY_MESSAGES.reenterSource(n);
    }
    if (g.targetRemoved && g.targetFiles.length === 0) return DELIVERY_MESSAGES.targetRemoved(n);
  }
  if (!groups.some((g) => g.targetFiles.length > 0)) return DELIVERY_MESSAGES.noTargetFiles;
  for (const [i, g] of groups.entries()) {
    const n = i + 1;
    if (external) {
      const link = g.externalMode === 'link' ? g.externalLink.trim() : '';
      const code = g.externalMode === 'text' ? g.externalText.trim() : '';
      if (link && !isDeliveryLink(link)) return DELIVERY_MESSAGES.invalidLink(n);
      if (g.externalMode === 'text' && !code) return DELIVERY_MESSAGES.externalCode(n);
      if ((link || code) && g.targetFiles.length === 0) return DELIVERY_MESSAGES.reenterTarget(n);
      if (g.emailAttachment) {
        if (g.targetFiles.length === 0) return DELIVERY_MESSAGES.attachmentNeedsTarget(n);
        if (totalSize(g.targetFiles) > EMAIL_ATTACHMENT_LIMIT) return DELIVERY_MESSAGES.attachmentTooLarge(n);
      }
    }
    if (flow === 'update') {
      if (!g.committedDate || !g.committedTime) return DELIVERY_MESSAGES.committedRequired(n);
      const { min, max } = window;
      if (g.committedDate < min || g.committedDate > max) return DELIVERY_MESSAGES.committedWindow(min, max);
    }
  }
  return null;
}
