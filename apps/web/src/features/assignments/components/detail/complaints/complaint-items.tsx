import type { Complaint } from '@ops/contracts';
import { ComplaintItem } from './complaint-item';

/**
 * The complaints with their answer and resolve forms: loaded only for a delivery that has complaints, so
 * the forms' library stays off the first screen (decision 0034's budget).
 */
export default function ComplaintItems({ complaints, canAct }: { complaints: Complaint[]; canAct: boolean }) {
  return (
    <ul className="complaints-card__list">
      {complaints.map((complaint) => (
        <ComplaintItem key={complaint.id} complaint={complaint} canAct={canAct} />
      ))}
    </ul>
  );
}
