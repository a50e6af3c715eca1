import type { DeliverRequest } from '@ops/contracts';
import type { UploadItemInput } from '../upload';
import { committedIso } from './committed-time';
import type { Batch, Flow, GroupForm } from './wizard-types';

/** The engine's items: group G_n, file ids such as 'G_1/target_files/target_file_2'. */
export function uploadItems(groups: GroupForm[]): UploadItemInput[] {
  return groups.flatMap((g, i) => {
    const groupId = `G_${i + 1}`;
    const items = (fileType: 'source_files' | 'target_files', files: File[]) =>
      files.map((file, k) => {
        const fileTypeId = `${fileType === 'source_files' ? 'source_file' : 'target_file'}_${k + 1}`;
        return { fileId: `${groupId}/${fileType}/${fileTypeId}`, groupId, fileType, fileTypeId, file };
      });
    return [...items('source_files', g.sourceFiles), ...items('target_files', g.targetFiles)];
  });
}

export const interimByGroup = (groups: GroupForm[]) =>
  Object.fromEntries(groups.map((g, i) => [`G_${i + 1}`, g.interim]));

export const assignmentsByGroup = (groups: GroupForm[]) =>
  Object.fromEntries(groups.map((g, i) => [`G_${i + 1}`, g.ids]));

interface DeliverExtras {
  flow: Flow;
  time: string;
  shareEmails: string[];
  password?: string;
}

/** The deliver call's input: names of the uploaded files, per group in card order. */
export function deliverRequest(batch: Batch, groups: GroupForm[], extras: DeliverExtras): DeliverRequest {
  return {
    delivery_id: batch.deliveryId,
    batch_id: extras.flow === 'update' ? batch.batchId : undefined,
    current_delivery_time: extras.time,
    password: extras.password || undefined,
    share_emails: extras.shareEmails,
    groups: groups.map((g) => ({
      assignment_ids: g.ids,
      source_files: g.sourceFiles.map((f) => f.name),
      target_files: g.targetFiles.map((f) => f.name),
      delivery_notes: g.notes,
      interim: g.interim,
      committed_delivery:
        extras.flow === 'update' ? committedIso(g.committedDate, g.committedTime) : undefined,
      external_link: batch.external && g.externalMode === 'link' ? g.externalLink.trim() : '',
      external_text: batch.external && g.externalMode === 'text' ? g.externalText.trim() : '',
      email_attachment: batch.external ? g.emailAttachment : undefined,
    })),
  };
}
