import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  STAFF_STATUS_LABELS,
  STAFF_TYPE_LABELS,
  STAFF_TYPES,
  type StaffMember,
  type StaffType,
} from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { formatDateTime } from '@/shared/dates/date-format';
import { Button } from '@/shared/ui/button';
import { useChangeStaffTypeMutation, useStaffActionMutation, type StaffAction } from '../api/staff-api';
import { DeactivateDialog } from './deactivate-dialog';
import { ResetSecondFactorButton } from './reset-second-factor';
import { STAFF_TABLE_TEXTS as T } from '../lib/staff-texts';

const fullName = (m: Pick<StaffMember, 'first_name' | 'last_name' | 'email'>) =>
  [m.first_name, m.last_name].filter(Boolean).join(' ') || m.email;

function Row({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const [changeType, typeCall] = useChangeStaffTypeMutation();
  const [act, actionCall] = useStaffActionMutation();
  const [confirming, setConfirming] = useState(false);
  const name = fullName(member);
  const busy = typeCall.isLoading || actionCall.isLoading;

  const run = async (action: StaffAction) => {
    const result = await act({ id: member.id, action });
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message);
    setConfirming(false);
  };
  const onType = async (user_type: StaffType) => {
    const result = await changeType({ id: member.id, user_type });
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message);
  };
  // Legacy types (EMPTY) show as they are until an admin picks a real one.
  const known = (STAFF_TYPES as readonly string[]).includes(member.user_type);

  return (
    <tr data-testid="staff-row" data-email={member.email}>
      <th scope="row" className="staff-table__name">
        {name}
        {isSelf && <span className="staff-table__you">{T.you}</span>}
      </th>
      <td className="staff-table__email" data-label={T.email}>
        {member.email}
      </td>
      <td data-label={T.type}>
        <select
          className="field__input field__select staff-table__type"
          aria-label={T.typeOf(name)}
          value={member.user_type}
          disabled={isSelf || busy || member.status === 'deactivated'}
          onChange={(event) => void onType(event.target.value as StaffType)}
        >
          {!known && <option value={member.user_type}>{member.user_type || T.noType}</option>}
          {STAFF_TYPES.map((type) => (
            <option key={type} value={type}>
              {STAFF_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </td>
      <td data-label={T.status}>
        <span className={`staff-status staff-status--${member.status}`}>
          {STAFF_STATUS_LABELS[member.status]}
        </span>
      </td>
      <td className="staff-table__when" data-label={T.lastSignIn}>
        {member.last_login_at ? formatDateTime(member.last_login_at) : T.never}
      </td>
      <td>
        {/* A cell stays a cell: the buttons wrap inside it rather than widening the table. */}
        <div className="staff-table__actions">
          {!isSelf && member.status === 'invited' && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run('resendInvite')}
              aria-label={T.resendTo(name)}
            >
              {T.resend}
            </Button>
          )}
          {!isSelf && member.status !== 'deactivated' && (
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => setConfirming(true)}
              aria-label={T.deactivateName(name)}
            >
              {T.deactivate}
            </Button>
          )}
          {!isSelf && member.status === 'active' && <ResetSecondFactorButton id={member.id} name={name} />}
          {!isSelf && member.status === 'deactivated' && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void run('reactivate')}
              aria-label={T.reactivateName(name)}
            >
              {T.reactivate}
            </Button>
          )}
          {confirming && (
            <DeactivateDialog
              name={name}
              busy={actionCall.isLoading}
              onConfirm={() => void run('deactivate')}
              onCancel={() => setConfirming(false)}
            />
          )}
        </div>
      </td>
    </tr>
  );
}

export function StaffTable({ members, selfId }: { members: StaffMember[]; selfId: number | undefined }) {
  return (
    // Fits a desktop and becomes cards under 600 px (staff.css); focusable so the keyboard can scroll it
    // should a very long address still overflow.
    <div className="staff-table__scroll" role="region" aria-label={T.region} tabIndex={0}>
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{T.name}</th>
            <th scope="col">{T.email}</th>
            <th scope="col">{T.type}</th>
            <th scope="col">{T.status}</th>
            <th scope="col">{T.lastSignIn}</th>
            <th scope="col">
              <span className="visually-hidden">{T.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <Row key={member.id} member={member} isSelf={member.id === selfId} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
