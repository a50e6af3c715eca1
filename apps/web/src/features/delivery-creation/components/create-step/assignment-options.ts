import { useCallback, useMemo, useState } from 'react';
import { DROPDOWN, assignmentOptionLabel } from '@ops/contracts';
import type { AssignmentOption } from '@ops/contracts';
import {
  useGetAssignmentOptionsQuery,
  useGetUpdateAssignmentOptionsQuery,
  useLazyGetAssignmentOptionsQuery,
} from '@/features/delivery-creation/api/delivery-api';
import type { Flow } from '@/features/delivery-creation/lib/wizard-types';

export interface AssignmentChoice {
  value: string;
  label: string;
  option: AssignmentOption;
  /** Update flow: the delivery's own assignments cannot be removed. */
  isFixed?: boolean;
}

const toChoice = (option: AssignmentOption, isFixed = false): AssignmentChoice => ({
  value: option.assignment_id,
  label: assignmentOptionLabel(option),
  option,
  isFixed,
});

const sameOwner = (a: AssignmentOption, b: AssignmentOption) =>
  a.requester_name === b.requester_name && a.client_code === b.client_code;

/**
 * The options of step 1. Without typing, DROPDOWN.pageSize show and each scroll to the menu's end shows as
 * many more; typing searches (the server in the new flow, the delivery's list in the update flow). Once an
 * assignment is chosen (or fixed) only those of the same requester and client code are offered.
 */
export function useAssignmentOptions(flow: Flow, asgnId: string, selected: readonly AssignmentChoice[]) {
  const newList = useGetAssignmentOptionsQuery({}, { skip: flow !== 'new' });
  const updateList = useGetUpdateAssignmentOptionsQuery(asgnId, { skip: flow !== 'update' });
  const [search] = useLazyGetAssignmentOptionsQuery();
  const [visible, setVisible] = useState<number>(DROPDOWN.pageSize);

  const list = useMemo(
    () => (flow === 'new' ? (newList.data ?? []) : (updateList.data?.list ?? [])),
    [flow, newList.data, updateList.data],
  );
  const fixed = useMemo(() => {
    const ids = updateList.data?.default_data.asgn_ids ?? [];
    return list.filter((o) => ids.includes(o.assignment_id)).map((o) => toChoice(o, true));
  }, [list, updateList.data]);
  const owner = selected[0]?.option ?? fixed[0]?.option;

  const eligible = useCallback(
    (options: AssignmentOption[]) =>
      options
        .filter((o) => !owner || sameOwner(o, owner))
        .filter((o) => !selected.some((s) => s.value === o.assignment_id))
        .map((o) => toChoice(o)),
    [owner, selected],
  );

  const defaultOptions = useMemo(() => eligible(list).slice(0, visible), [eligible, list, visible]);

  const loadOptions = useCallback(
    async (text: string): Promise<AssignmentChoice[]> => {
      const needle = text.trim().toLowerCase();
      if (flow === 'update') {
        return eligible(list).filter((c) => c.label.toLowerCase().includes(needle));
      }
      const found = await search(
        { search: text.trim(), requester_name: owner?.requester_name, client_code: owner?.client_code },
        true,
      ).unwrap();
      return eligible(found);
    },
    [eligible, flow, list, owner, search],
  );

  return {
    defaultOptions,
    loadOptions,
    fixed,
    defaultBatchId: updateList.data?.default_data.batch_id ?? '',
    loadingList: flow === 'new' ? newList.isLoading : false,
    loadingSelected: flow === 'update' ? updateList.isLoading : false,
    showMore: () => setVisible((v) => v + DROPDOWN.pageSize),
  };
}
