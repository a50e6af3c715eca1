import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { DELIVERY_MESSAGES, DELIVERY_TEXTS } from '@ops/contracts';
import type { NewBatchDetails, UpdateBatchDetails } from '@ops/contracts';
import { isApiError } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import {
  useGetNewBatchDetailsMutation,
  useGetUpdateBatchDetailsMutation,
} from '@/features/delivery-creation/api/delivery-api';
import {
  forgetBatch,
  rememberBatch,
  rememberedBatch,
} from '@/features/delivery-creation/lib/generated-batches';
import type { Flow } from '@/features/delivery-creation/lib/wizard-types';
import { WIZARD_TEXTS as T } from '@/features/delivery-creation/lib/wizard-texts';
import { useAssignmentOptions } from './assignment-options';
import type { AssignmentChoice } from './assignment-options';
import { StepTitle } from '../step-title';
import { AssignmentSelect } from './assignment-select';

export interface CreateSelection {
  assignments: AssignmentChoice[];
  batchId: string;
}

interface CreateStepProps {
  flow: Flow;
  asgnId: string;
  /** What was chosen before going on, when the user comes back. */
  initial: CreateSelection | null;
  onDone: (details: NewBatchDetails | UpdateBatchDetails, selection: CreateSelection) => void;
}

/** The server's message of a refused call, else the flow's fixed text (section 8). */
function failureText(error: unknown, fallback: string) {
  return isApiError(error) && typeof error.status === 'number' && error.status < 500 && error.message
    ? error.message
    : fallback;
}

/** Step 1 'Create Delivery': workspace assignments and/or a batch id, then the batch details. */
export function CreateStep({ flow, asgnId, initial, onDone }: CreateStepProps) {
  const navigate = useNavigate();
  // The update flow's own assignments and batch id come with its options; only the added ones are state.
  const [added, setAdded] = useState<AssignmentChoice[]>(
    () => initial?.assignments.filter((a) => !a.isFixed) ?? [],
  );
  const [typedBatch, setBatchId] = useState(initial?.batchId ?? '');
  const options = useAssignmentOptions(flow, asgnId, added);
  const assignments = useMemo(() => [...options.fixed, ...added], [added, options.fixed]);
  const batchId = flow === 'update' ? options.defaultBatchId : typedBatch;
  const [fetchNew, newState] = useGetNewBatchDetailsMutation();
  const [fetchUpdate, updateState] = useGetUpdateBatchDetailsMutation();
  const loading = newState.isLoading || updateState.isLoading;
  // The toast of section 5/8 stays; the same words also sit beside the Batch ID field until the choice changes.
  const [error, setError] = useState<string | undefined>();
  const fail = (message: string) => {
    toast.error(message);
    setError(message);
  };

  const next = async () => {
    const ids = assignments.map((a) => a.value);
    const batch = batchId.trim();
    if (ids.length === 0 && !batch) {
      fail(DELIVERY_MESSAGES.provideBatchOrAssignments);
      return;
    }
    // No typed batch: the one generated for these assignments before (a reload mid-upload), so their
    // stored parts resume; else the server makes one, remembered until it is delivered.
    const generated = flow === 'new' && !batch;
    const remembered = generated ? rememberedBatch(ids) : '';
    let result =
      flow === 'new'
        ? await fetchNew({ assignment_id: ids, delivery_id: remembered || batch })
        : await fetchUpdate({ delivery_id: asgnId, assignment_id: ids });
    if (remembered && result.error) {
      // Delivered meanwhile (another tab, a lost answer): the user typed no batch, so a new one is made.
      forgetBatch(remembered);
      result = await fetchNew({ assignment_id: ids, delivery_id: '' });
    }
    if (result.error) {
      const fallback =
        flow === 'new' ? DELIVERY_MESSAGES.batchDetailsFailedNew : DELIVERY_MESSAGES.batchDetailsFailedUpdate;
      fail(failureText(result.error, fallback));
      return;
    }
    if (generated) rememberBatch(ids, result.data.delivery_id);
    onDone(result.data, { assignments, batchId: batch });
  };

  return (
    <section className="wizard-step" aria-labelledby="create-step-title">
      <StepTitle id="create-step-title" step="create" title={DELIVERY_TEXTS.createTitle} />
      <AssignmentSelect
        value={assignments}
        onChange={(next) => {
          setError(undefined);
          setAdded(next.filter((a) => !a.isFixed));
        }}
        defaultOptions={options.defaultOptions}
        loadOptions={options.loadOptions}
        loadingList={options.loadingList}
        loadingSelected={options.loadingSelected}
        onScrollEnd={options.showMore}
      />
      <TextField
        label={DELIVERY_TEXTS.batchLabel}
        name="batch_id"
        placeholder={DELIVERY_TEXTS.batchPlaceholder}
        value={batchId}
        readOnly={flow === 'update'}
        error={error}
        onChange={(e) => {
          setError(undefined);
          setBatchId(e.target.value);
        }}
      />
      <div className="wizard-step__actions">
        <Button variant="secondary" onClick={() => void navigate('/deliver/')}>
          {T.cancel}
        </Button>
        <Button loading={loading} onClick={() => void next()}>
          {T.next}
        </Button>
      </div>
    </section>
  );
}
