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

/** The field of a group a message concerns, so it can be shown beside it. */
export type GroupField = 'source' | 'target' | 'externalLink' | 'externalText' | 'committed';

export interface GroupProblem {
  message: string;
  /** The group's index (0-based). */
  index: number;
  field: GroupField;
}

const totalSize = (files: File[]) => files.reduce((sum, f) => sum + f.size, 0);

/**
 * The Add step's checks (section 5), group by group in order, returning the first message or null. Sources
 * come first (a new group needs them), then one target somewhere, then each group's external, attachment and
 * committed-delivery rules.
 */
export function findGroupProblem(
  groups: CheckedGroup[],
  {
    flow,
    external,
    window = committedWindow(new Date()),
  }: { flow: Flow; external: boolean; window?: { min: string; max: string } },
): GroupProblem | null {
  const at = (index: number, field: GroupField, message: string) => ({ message, index, field });
  for (const [i, g] of groups.entries()) {
    const n = i + 1;
    const isNew = flow === 'new' || g.defaultIds.length === 0;
    if (isNew && g.sourceFiles.length === 0) {
      const message = g.sourceRemoved
        ? DELIVERY_MESSAGES.sourceRemoved(n)
        : DELIVERY_MESSAGES.reenterSource(n);
      return at(i, 'source', message);
    }
    if (g.targetRemoved && g.targetFiles.length === 0)
      return at(i, 'target', DELIVERY_MESSAGES.targetRemoved(n));
  }
  // No group has a target: the message is shown beside the first group's Output.
  if (!groups.some((g) => g.targetFiles.length > 0)) return at(0, 'target', DELIVERY_MESSAGES.noTargetFiles);
  for (const [i, g] of groups.entries()) {
    const n = i + 1;
    if (external) {
      const link = g.externalMode === 'link' ? g.externalLink.trim() : '';
      const code = g.externalMode === 'text' ? g.externalText.trim() : '';
      if (link && !isDeliveryLink(link)) return at(i, 'externalLink', DELIVERY_MESSAGES.invalidLink(n));
      if (g.externalMode === 'text' && !code) return at(i, 'externalText', DELIVERY_MESSAGES.externalCode(n));
      if ((link || code) && g.targetFiles.length === 0)
        return at(i, 'target', DELIVERY_MESSAGES.reenterTarget(n));
      if (g.emailAttachment) {
        if (g.targetFiles.length === 0) return at(i, 'target', DELIVERY_MESSAGES.attachmentNeedsTarget(n));
        if (totalSize(g.targetFiles) > EMAIL_ATTACHMENT_LIMIT)
          return at(i, 'target', DELIVERY_MESSAGES.attachmentTooLarge(n));
      }
    }
    if (flow === 'update') {
      if (!g.committedDate || !g.committedTime)
        return at(i, 'committed', DELIVERY_MESSAGES.committedRequired(n));
      const { min, max } = window;
      if (g.committedDate < min || g.committedDate > max)
        return at(i, 'committed', DELIVERY_MESSAGES.committedWindow(min, max));
    }
  }
  return null;
}

/** The first problem's message only (the toast of section 5). */
export const validateGroups = (...args: Parameters<typeof findGroupProblem>): string | null =>
  findGroupProblem(...args)?.message ?? null;
