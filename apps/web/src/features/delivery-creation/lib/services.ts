import type { BatchAssignment } from '@ops/contracts';

interface ServiceLine {
  service: string;
  subService: string;
  unitType: string;
  count: number;
}

/** The services of the given assignments, counts added up per service, sub-service and unit type. */
export function mergeServices(assignments: BatchAssignment[], ids?: string[]): ServiceLine[] {
  const lines = new Map<string, ServiceLine>();
  for (const a of assignments) {
    if (ids && !ids.includes(a.assignment_id)) continue;
    for (const s of a.services) {
      for (const sub of s.sub_services) {
        const key = [s.service, sub.sub_service, sub.unit_type].join('\u0000');
        const line = lines.get(key);
        if (line) line.count += sub.unit_count;
        else
          lines.set(key, {
            service: s.service,
            subService: sub.sub_service,
            unitType: sub.unit_type,
            count: sub.unit_count,
          });
      }
    }
  }
  return [...lines.values()];
}

/** 'service :: count unit_type sub_service' (section 2). */
export const serviceLineText = (l: ServiceLine) => `${l.service} :: ${l.count} ${l.unitType} ${l.subService}`;

export const assignmentNames = (assignments: BatchAssignment[], ids: string[]) =>
  ids.map((id) => assignments.find((a) => a.assignment_id === id)?.assignment_name ?? id);
