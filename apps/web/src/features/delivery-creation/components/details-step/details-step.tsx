import toast from 'react-hot-toast';
import { DELIVERY_TEXTS } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { emptyGroup } from '@/features/delivery-creation/lib/initial-groups';
import { regroup } from '@/features/delivery-creation/lib/regroup';
import { validateGroups } from '@/features/delivery-creation/lib/validate-groups';
import type { Batch, Flow, GroupForm } from '@/features/delivery-creation/lib/wizard-types';
import { StepHead } from '../step-head';
import { BatchHeader } from './batch-header';
import { GroupCard } from './group-card';

interface DetailsStepProps {
  flow: Flow;
  batch: Batch;
  groups: GroupForm[];
  onGroupsChange: (update: (groups: GroupForm[]) => GroupForm[]) => void;
  /** Back and Cancel both return to the Create step (section 4). */
  onBack: () => void;
  onNext: () => void;
}

/** Step 2 'Enter Batch Details': one card per group, checked group by group on Next. */
export function DetailsStep({ flow, batch, groups, onGroupsChange, onBack, onNext }: DetailsStepProps) {
  const patch = (key: string, change: Partial<GroupForm>) =>
    onGroupsChange((all) => all.map((g) => (g.key === key ? { ...g, ...change } : g)));
  const next = () => {
    const message = validateGroups(groups, {
      flow,
      external: batch.external,
      window: batch.committedWindow,
    });
    if (message) {
      toast.error(message);
      return;
    }
    onNext();
  };
  return (
    <section className="wizard-step" aria-labelledby="details-step-title">
      <StepHead id="details-step-title" title={DELIVERY_TEXTS.batchDetailsTitle} onBack={onBack} />
      <BatchHeader batch={batch} />
      <h3 className="wizard-step__section">{DELIVERY_TEXTS.upload}</h3>
      <div className="group-cards">
        {groups.map((group, index) => (
          <GroupCard
            key={group.key}
            flow={flow}
            batch={batch}
            groups={groups}
            group={group}
            index={index}
            onChange={(change) => patch(group.key, change)}
            onRegroup={(ids) =>
              onGroupsChange((all) => regroup(all, group.key, ids, (split) => emptyGroup(batch, split)))
            }
          />
        ))}
      </div>
      <div className="wizard-step__actions">
        <Button variant="secondary" onClick={onBack}>
          Cancel
        </Button>
        <Button onClick={next}>Next</Button>
      </div>
    </section>
  );
}
