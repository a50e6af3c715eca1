import { useState } from 'react';
import toast from 'react-hot-toast';
import { DELIVERY_TEXTS } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { emptyGroup } from '@/features/delivery-creation/lib/initial-groups';
import { regroup } from '@/features/delivery-creation/lib/regroup';
import { findGroupProblem } from '@/features/delivery-creation/lib/validate-groups';
import type { GroupField } from '@/features/delivery-creation/lib/validate-groups';
import type { Batch, Flow, GroupForm } from '@/features/delivery-creation/lib/wizard-types';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';
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

/** The form values whose change clears a message shown beside a field. */
const FIELD_KEYS: Record<GroupField, (keyof GroupForm)[]> = {
  source: ['sourceFiles'],
  target: ['targetFiles', 'emailAttachment', 'externalLink', 'externalText', 'externalMode'],
  externalLink: ['externalLink', 'externalMode'],
  externalText: ['externalText', 'externalMode'],
  committed: ['committedDate', 'committedTime'],
};

/** Step 2 'Enter Batch Details': one card per group, checked group by group on Next. */
export function DetailsStep({ flow, batch, groups, onGroupsChange, onBack, onNext }: DetailsStepProps) {
  // The toast of section 5 stays; its words also sit beside the field they concern until that field changes.
  const [problem, setProblem] = useState<{ key: string; field: GroupField; message: string } | null>(null);
  const patch = (key: string, change: Partial<GroupForm>) => {
    if (problem?.key === key && FIELD_KEYS[problem.field].some((k) => k in change)) setProblem(null);
    onGroupsChange((all) => all.map((g) => (g.key === key ? { ...g, ...change } : g)));
  };
  const next = () => {
    const found = findGroupProblem(groups, {
      flow,
      external: batch.external,
      window: batch.committedWindow,
    });
    if (found) {
      toast.error(found.message);
      setProblem({ key: groups[found.index]!.key, field: found.field, message: found.message });
      return;
    }
    setProblem(null);
    onNext();
  };
  return (
    <section className="wizard-step" aria-labelledby="details-step-title">
      <StepHead id="details-step-title" step="add" title={DELIVERY_TEXTS.batchDetailsTitle} onBack={onBack} />
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
            error={problem?.key === group.key ? problem : undefined}
            onChange={(change) => patch(group.key, change)}
            onRegroup={(ids) =>
              onGroupsChange((all) => regroup(all, group.key, ids, (split) => emptyGroup(batch, split)))
            }
          />
        ))}
      </div>
      <div className="wizard-step__actions">
        <Button variant="secondary" onClick={onBack}>
          {T.cancel}
        </Button>
        <Button onClick={next}>{T.next}</Button>
      </div>
    </section>
  );
}
