import { useState } from 'react';
import { INTAKE_MESSAGES } from '@ops/contracts';
import type { CreateIntegrationKeyResponse, IntegrationKey } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { useGetIntegrationKeysQuery } from '@/features/assignment-intake/api/intake-api';
import { formatWhen } from '@/features/assignment-intake/lib/format';
import { CardListState } from '../card-list-state';
import { IntakeTable } from '../intake-table';
import { NewKeyForm } from './new-key-form';
import { NewKeyNotice } from './new-key-notice';
import { RevokeKeyModal } from './revoke-key-modal';

function KeyTable({ keys, onRevoke }: { keys: IntegrationKey[]; onRevoke: (key: IntegrationKey) => void }) {
  return (
    <IntakeTable
      caption="Keys"
      columns={[
        'Name',
        'Prefix',
        'Created',
        'Last used',
        'Status',
        <span key="actions" className="visually-hidden">
          Actions
        </span>,
      ]}
    >
      {keys.map((key) => (
        <tr key={key.id}>
          <td>{key.name}</td>
          <td>
            <code>{key.prefix}</code>
          </td>
          <td>
            {formatWhen(key.created_at)}
            <span className="intake-table__sub">by {key.created_by}</span>
          </td>
          <td>{formatWhen(key.last_used_at)}</td>
          <td>
            {key.revoked_at ? (
              <span className="badge badge--muted">Revoked {formatWhen(key.revoked_at)}</span>
            ) : (
              <span className="badge">Active</span>
            )}
          </td>
          <td>
            {!key.revoked_at && (
              <Button
                variant="secondary"
                className="btn--small"
                aria-label={`Revoke ${key.name}`}
                onClick={() => onRevoke(key)}
              >
                Revoke
              </Button>
            )}
          </td>
        </tr>
      ))}
    </IntakeTable>
  );
}

/** OA only: keys the provider's workflow tool sends assignments with. */
export function IntegrationKeysCard() {
  const { data: keys, isLoading, isError } = useGetIntegrationKeysQuery();
  const [created, setCreated] = useState<CreateIntegrationKeyResponse | null>(null);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);

  return (
    <section className="intake-card" aria-labelledby="intake-keys-title">
      <h2 id="intake-keys-title" className="intake-card__title">
        Integration keys
      </h2>
      <p className="intake-card__text">
        The workflow tool sends assignments to the API with a key in the X-Integration-Key header. A key is
        shown once, when it is created; revoke it when it is no longer needed or may have leaked.
      </p>
      <NewKeyForm onCreated={setCreated} />
      {created && <NewKeyNotice created={created} onDismiss={() => setCreated(null)} />}
      <CardListState
        loading={isLoading}
        failed={isError}
        failedText={INTAKE_MESSAGES.keysFailed}
        empty={!keys?.length}
        emptyText="No keys yet."
      >
        <KeyTable keys={keys ?? []} onRevoke={setRevoking} />
      </CardListState>
      {revoking && <RevokeKeyModal target={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}
