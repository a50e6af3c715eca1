import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { DELIVERY_MESSAGES, DELIVERY_TEXTS } from '@ops/contracts';
import type { DeliverResponse } from '@ops/contracts';
import { api } from '@/shared/api/api-slice';
import { errorMessage } from '@/shared/api/base-query';
import { useShareCheck } from '@/shared/share/use-share-check';
import { useShareEmails } from '@/shared/share/use-share-emails';
import { useAppDispatch } from '@/shared/state/hooks';
import { Button } from '@/shared/ui/button';
import {
  fitsGroup,
  ResumeOffer,
  UploadProgressDialog,
  useUploadEngine,
} from '@/features/delivery-creation/upload';
import type { ResumeRecord, UploadsApi } from '@/features/delivery-creation/upload';
import { useCheckShareEmailsMutation } from '@/features/delivery-creation/api/delivery-api';
import { useDeliver } from '@/features/delivery-creation/hooks/use-deliver';
import {
  assignmentsByGroup,
  deliverRequest,
  interimByGroup,
  uploadItems,
} from '@/features/delivery-creation/lib/deliver-request';
import { forgetBatch } from '@/features/delivery-creation/lib/generated-batches';
import type { Batch, Flow, GroupForm } from '@/features/delivery-creation/lib/wizard-types';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';
import { StepHead } from '../step-head';
import { ShareCard } from '../share/share-card';
import { ConfirmSummary } from './confirm-summary';

interface ConfirmStepProps {
  flow: Flow;
  asgnId: string;
  batch: Batch;
  groups: GroupForm[];
  uploads: UploadsApi;
  /** Back to the Add step; the caller clears the upload data. */
  onBack: () => void;
  /** A file picked again in the resume offer goes back into its group (and so into the delivery). */
  onResumeFile: (record: ResumeRecord, file: File) => void;
}

/** The right-hand button's text from the upload engine, unless a deliver call is showing its own. */
function uploadLabel(overall: UploadsApi['overall']) {
  if (overall === 'failed') return DELIVERY_TEXTS.failedUpload;
  if (overall === 'success') return DELIVERY_TEXTS.deliver;
  return DELIVERY_TEXTS.uploading;
}

/** Step 3 'Confirm Delivery': uploads start on opening; Deliver once all succeeded (and sharing is checked). */
export function ConfirmStep({
  flow,
  asgnId,
  batch,
  groups,
  uploads,
  onBack,
  onResumeFile,
}: ConfirmStepProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [time] = useState(() => new Date().toISOString());
  const [progressOpen, setProgressOpen] = useState(false);
  const items = useMemo(() => uploadItems(groups), [groups]);
  const byGroup = useMemo(() => assignmentsByGroup(groups), [groups]);
  const hasTarget = items.some((i) => i.fileType === 'target_files');
  const share = useShareEmails();
  const { markInvalid } = share;
  const [checkEmails] = useCheckShareEmailsMutation();
  // The share check of part 2 section 4: the addresses are only checked here, they are shared on delivery.
  const shareCheck = useShareCheck(
    useCallback(
      async (emails: string[], password?: string) => {
        const result = await checkEmails({
          client_code: batch.clientCode,
          entity_code: batch.entityCode,
          emails,
          accept_warning: password !== undefined,
          password,
        });
        if (result.error) {
          toast.error(errorMessage(result.error));
          return null;
        }
        return result.data;
      },
      [batch.clientCode, batch.entityCode, checkEmails],
    ),
    useCallback(
      (emails: string[], message: string) => {
        toast.error(message);
        markInvalid(emails);
      },
      [markInvalid],
    ),
  );

  // Uploads start on opening; a file added later (the resume offer) joins the queue. Known files keep
  // their state: the engine skips a file id it already holds with the same file.
  const engine = useUploadEngine();
  useEffect(() => {
    engine.start(items, {
      flow,
      deliveryId: batch.deliveryId,
      time,
      interimByGroup: interimByGroup(groups),
      assignmentsByGroup: assignmentsByGroup(groups),
    });
  }, [batch.deliveryId, engine, flow, groups, items, time]);
  const resumable = (r: ResumeRecord) =>
    r.flow === flow && r.groupId in byGroup && fitsGroup(r, r.groupId, byGroup);

  const onDelivered = (answer: DeliverResponse) => {
    uploads.reset();
    share.clear();
    if (flow === 'new') forgetBatch(batch.deliveryId);
    dispatch(api.util.invalidateTags(['Deliveries']));
    // The spec's calls answer nothing visible; the user still learns which batch went out (decision 0031).
    toast.success(T.delivered(answer.batch_id));
    // The spec goes to /deliver; the list there opens the new delivery, not the first card (decision 0031).
    if (flow === 'new') void navigate('/deliver', { state: { delivered: answer.id } });
    else void navigate(`/deliver/${answer.id || asgnId}`);
  };
  const deliver = useDeliver(flow, onDelivered);
  const busy = deliver.phase !== 'idle' || shareCheck.checking;

  const submit = async () => {
    if (!hasTarget) {
      toast.error(DELIVERY_MESSAGES.noNewTargets);
      return;
    }
    const ready = share.ready();
    if ('error' in ready) {
      toast.error(ready.error);
      return;
    }
    let password: string | undefined;
    let emails = ready.emails;
    if (emails.length > 0) {
      const outcome = await shareCheck.check(emails);
      if (!outcome.proceed) return;
      ({ emails, password } = outcome);
    }
    await deliver.run(deliverRequest(batch, groups, { flow, time, shareEmails: emails, password }));
  };

  const cancel = () => void navigate(flow === 'new' ? '/deliver/' : `/deliver/${asgnId}`);
  const label = deliver.label ?? uploadLabel(uploads.overall);

  return (
    <section className="wizard-step" aria-labelledby="confirm-step-title">
      <StepHead id="confirm-step-title" step="upload" title={DELIVERY_TEXTS.confirmTitle} onBack={onBack}>
        <Button variant="ghost" className="btn--small" onClick={() => setProgressOpen(true)}>
          {T.progress}
        </Button>
      </StepHead>
      <ResumeOffer items={items} deliveryId={batch.deliveryId} accepts={resumable} onResume={onResumeFile} />
      <ConfirmSummary batch={batch} groups={groups} items={items} uploads={uploads} />
      <ShareCard share={share} clientCode={batch.clientCode} entityCode={batch.entityCode} disabled={busy} />
      <div className="wizard-step__actions">
        <Button variant="secondary" onClick={cancel}>
          {T.cancel}
        </Button>
        <Button
          disabled={!hasTarget || uploads.overall !== 'success' || busy}
          aria-live="polite"
          onClick={() => void submit()}
        >
          {label}
        </Button>
      </div>
      {shareCheck.dialog}
      <UploadProgressDialog open={progressOpen} onClose={() => setProgressOpen(false)} />
    </section>
  );
}
