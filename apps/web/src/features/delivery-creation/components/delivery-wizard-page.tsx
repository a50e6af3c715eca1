import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DELIVERY_TEXTS, MESSAGES } from '@ops/contracts';
import type { NewBatchDetails, UpdateBatchDetails } from '@ops/contracts';
import { useGetProfileQuery } from '@/shared/api/api-slice';
import { useCanDeliver } from '@/shared/session/use-can-deliver';
import { hasSessionToken } from '@/shared/session/session-storage';
import { useUploadEngine, useUploads } from '../upload';
import type { ResumeRecord } from '../upload';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { initialGroups, toBatch } from '../lib/initial-groups';
import type { Batch, Flow, GroupForm, Step } from '../lib/wizard-types';
import { WIZARD_TEXTS } from '../lib/wizard-texts';
import { ConfirmStep } from './confirm-step/confirm-step';
import { CreateStep } from './create-step/create-step';
import type { CreateSelection } from './create-step/create-step';
import { DetailsStep } from './details-step/details-step';
import { WizardHeader } from './wizard-header';
import { useStepFocus } from './use-step-focus';
import '../delivery-creation.css';

interface DeliveryWizardPageProps {
  flow: Flow;
}

/** The New Delivery and Update Delivery wizard (part 2): create, add and upload steps. */
export function DeliveryWizardPage({ flow }: DeliveryWizardPageProps) {
  const { asgnId = '' } = useParams();
  const [step, setStep] = useState<Step>('create');
  const [selection, setSelection] = useState<CreateSelection | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [groups, setGroups] = useState<GroupForm[]>([]);
  const uploads = useUploads();
  useLeaveGuard(uploads.overall === 'uploading', uploads.reset);
  // The engine is the page's; files of a wizard that was left (Cancel after a failure) must not reach the next.
  const engine = useUploadEngine();
  useEffect(() => () => engine.reset(), [engine]);
  const canDeliver = useCanDeliver();
  const profile = useGetProfileQuery(undefined, { skip: !hasSessionToken() });
  const stepsRef = useRef<HTMLDivElement>(null);
  useStepFocus(stepsRef, step);

  /** A file re-picked in the resume offer joins its group again (the record's G_n is card n). */
  const resumeFile = (record: ResumeRecord, file: File) => {
    const index = Number(record.groupId.replace('G_', '')) - 1;
    const key = record.fileType === 'source_files' ? 'sourceFiles' : 'targetFiles';
    setGroups((all) => all.map((g, i) => (i === index ? { ...g, [key]: [...g[key], file] } : g)));
  };

  const created = (details: NewBatchDetails | UpdateBatchDetails, chosen: CreateSelection) => {
    const next = toBatch(details);
    setSelection(chosen);
    setBatch(next);
    setGroups(initialGroups(details, next));
    setStep('add');
  };

  // The logo leads every type here, but an account that may not deliver (EMPTY, decision 0013) must not
  // load the steps: their calls answer 403, which ends the session. So the steps wait for the profile.
  if (profile.isLoading) {
    return (
      <div className="delivery-wizard">
        <WizardHeader flow={flow} step="create" />
      </div>
    );
  }
  if (!canDeliver) {
    return (
      <div className="delivery-wizard">
        <WizardHeader flow={flow} step="create" />
        <section className="wizard-step" data-testid="no-delivery-access">
          <p>
            {MESSAGES.forbidden} {DELIVERY_TEXTS.noCreateAccess}
          </p>
          <div className="wizard-step__actions">
            <Link className="btn btn--primary" to="/deliver/">
              {WIZARD_TEXTS.toAssignments}
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="delivery-wizard" ref={stepsRef}>
      <WizardHeader flow={flow} step={step} />
      {step === 'create' && <CreateStep flow={flow} asgnId={asgnId} initial={selection} onDone={created} />}
      {step === 'add' && batch && (
        <DetailsStep
          flow={flow}
          batch={batch}
          groups={groups}
          onGroupsChange={setGroups}
          onBack={() => setStep('create')}
          onNext={() => setStep('upload')}
        />
      )}
      {step === 'upload' && batch && (
        <ConfirmStep
          flow={flow}
          asgnId={asgnId}
          batch={batch}
          groups={groups}
          uploads={uploads}
          onBack={() => {
            uploads.reset();
            setStep('add');
          }}
          onResumeFile={resumeFile}
        />
      )}
    </div>
  );
}
