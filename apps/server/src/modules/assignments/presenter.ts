import {
  assignmentNameOf,
  formatFileName,
  deliveryListAnswer,
  durationText,
  filesRemovedNotice,
  type AccessLogEntry,
  type AssignmentListResponse,
  type AssignmentListItem,
  type Comment,
  type FileDetails,
  type SharedLogResponse,
} from '@ops/contracts';
import type { accessLogs, comments, sharedLogs } from '@/db/delivery-schema.js';
import { isoOrNull } from '@/lib/iso-date.js';
import type { DeliveryDetailRows } from './delivery-detail.js';
import type { CardRow } from './list-deliveries.js';

/** Cards from the deliveries' own rows: file names and services come from the list read model. */
function presentListItem({
  delivery,
  client_code,
  assignment_names,
  open_complaints,
}: CardRow): AssignmentListItem {
  const services = delivery.summary_services;
  return {
    id: delivery.id,
    file_names: delivery.summary_file_names,
    client_code,
    delivery_user_type: delivery.delivery_user_type,
    requester_name: delivery.requester_name,
    duration: durationText(delivery.committed_delivery, delivery.actual_delivery),
    committed_delivery: isoOrNull(delivery.committed_delivery),
    services: [...new Set(services.map((s) => s.service))],
    unit_details: services.flatMap((s) =>
      s.sub_services.map((sub) => ({ unit_type: sub.unit_type, unit_count: sub.unit_count })),
    ),
    feedback: delivery.feedback,
    assignment_name: assignmentNameOf(assignment_names),
    open_complaints,
  };
}

/** A live or archive list: the cards, already in order, under the month they were delivered. */
export const presentDeliveryList = (input: {
  rows: CardRow[];
  nextPage: number | null;
  monthCounts?: ReadonlyMap<string, number>;
  archived: { matches: number; cap: number };
  query: { month?: string; search?: string; sort: 'ascending' | 'descending' };
}): AssignmentListResponse =>
  deliveryListAnswer({ ...input, dateOf: (row) => row.delivery.actual_delivery, card: presentListItem });

/** Short-lived download links: one stored object, or a zip of a version's files built on the fly. */
export interface LinkMaker {
  file(storageKey: string, fileName: string): string;
  zip(version: number, zipName: string): string;
}

/** The delivery detail (file_details), each stored format of a file with its own link. */
export function presentDeliveryDetail(rows: DeliveryDetailRows, link: LinkMaker): FileDetails {
  const { delivery, client, entity, versions, files, objects, assignments } = rows;
  const present = (file: (typeof files)[number]) => {
    const links: Record<string, string> = {};
    for (const object of objects.filter((o) => o.file_id === file.id)) {
      links[object.format] = link.file(object.storage_key, formatFileName(file.name, object.format));
    }
    if (file.external_link) links.external_link = file.external_link;
    if (file.external_text) links.external_text = file.external_text;
    return { name: file.name, links };
  };
  const services = assignments.flatMap((a) => a.services);
  const sources = files.filter((f) => f.version_id === null);
  const hasObjects = (list: typeof files) => list.some((f) => objects.some((o) => o.file_id === f.id));
  const zipLink = (version: number, list: typeof files) => {
    if (!hasObjects(list)) return null;
    const name = `${delivery.batch_id}-${version === 0 ? 'input' : `v${version}`}.zip`;
    return { name, link: link.zip(version, name) };
  };

  return {
    id: delivery.id,
    user_name: delivery.user_name,
    batch_id: delivery.batch_id,
    general_delivery_id: delivery.general_delivery_id,
    delivery_copy_data: delivery.batch_id,
    assignment_id: assignments[0]?.id ?? '',
    client_code: client.client_code,
    entity_code: entity.entity_code,
    delivery_user_type: delivery.delivery_user_type,
    client_charge_code: entity.charge_code,
    invoice_code: delivery.invoice_code,
    requester_name: delivery.requester_name,
    requested_delivery: isoOrNull(delivery.requested_delivery),
    committed_delivery: isoOrNull(delivery.committed_delivery),
    actual_delivery: isoOrNull(delivery.actual_delivery),
    duration: durationText(delivery.committed_delivery, delivery.actual_delivery),
    feedback: delivery.feedback,
    current_version: delivery.current_version,
    source_files: sources.map(present),
    input_zip_link: zipLink(0, sources),
    target_versions: versions.map((v) => ({
      version: v.version,
      files: files.filter((f) => f.version_id === v.id).map(present),
      committed_delivery: isoOrNull(v.committed_delivery),
      actual_delivery: isoOrNull(v.actual_delivery),
      overall_feedback: v.overall_feedback,
      delivery_notes: v.delivery_notes,
      zip_link: zipLink(
        v.version,
        files.filter((f) => f.version_id === v.id),
      ),
    })),
    assignments: assignments.map((a) => a.name),
    services,
    unit_details: services.flatMap((s) =>
      s.sub_services.map((sub) => ({ unit_type: sub.unit_type, unit_count: sub.unit_count })),
    ),
    files_removed: delivery.files_removed_at
      ? filesRemovedNotice(delivery.files_removed_at, delivery.files_removed_reason ?? 'retention')
      : null,
    assignment_name: assignmentNameOf(assignments.map((a) => a.name)),
  };
}

export const presentAccessLogEntry = (r: typeof accessLogs.$inferSelect): AccessLogEntry => ({
  date: r.created_at.toISOString(),
  type: r.type,
  tooltip: { ip: r.ip, location: r.location, files: r.files, shared_users: r.shared_users },
  platform: `${r.platform} · ${r.device}`,
  access_log_string: r.log_string,
});

export const presentComment = (c: typeof comments.$inferSelect): Comment => ({
  id: c.id,
  type: c.type,
  user: c.user_name,
  datetime: c.created_at.toISOString(),
  message: c.message,
  feedback: c.feedback,
});

/** A delivery's shared log: its shares (not requests) and its requests for colleagues, each as read. */
/** `downloads`: each share's downloads of the delivery's current version. */
export function presentSharedLog(
  rows: (typeof sharedLogs.$inferSelect)[],
  downloads: ReadonlyMap<number, number> = new Map(),
): SharedLogResponse {
  const present = (r: (typeof rows)[number]) => ({
    shared_to_user_email: r.shared_to_user_email,
    shared_by: r.shared_by,
    accessed_number: r.accessed_number,
    last_download_version: r.last_download_version,
    last_accessed_time: isoOrNull(r.last_accessed_time),
    expires_at: isoOrNull(r.expires_at),
    download_limit: r.download_limit,
    downloads: downloads.get(r.id) ?? 0,
  });
  const shared = rows.filter((r) => !r.is_request).map(present);
  return {
    success: true as const,
    request_shared_log: rows.filter((r) => r.is_request).map(present),
    shared_log: shared,
    data: shared,
  };
}
