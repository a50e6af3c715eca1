import { useState } from 'react';
import { INTAKE_MESSAGES } from '@ops/contracts';
import type { CreateIntegrationKeyResponse, IntegrationKey } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { useGetIntegrationKeysQuery } from '@/features/assignment-intake/api/intake-api';
import { formatWhen } from '@/features/assignment-intake/lib/format';
import { INTAKE_TEXTS, KEY_TEXTS } from '@/features/assignment-intake/lib/intake-texts';
import { CardListState } from '../card-list-state';
import { IntakeTable } from '../intake-table';
import { NewKeyForm } from './new-key-form';
import { NewKeyNotice } from './new-key-notice';
import { RevokeKeyModal } from './revoke-key-modal';

function KeyTable({ keys, onRevoke }: { keys: IntegrationKey[]; onRevoke: (key: IntegrationKey) => void }) {
  return (
    <IntakeTable
      caption={KEY_TEXTS.caption}
      columns={[
        ...KEY_TEXTS.heads,
        <span key="actions" className="visually-hidden">
          {INTAKE_TEXTS.actions}
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
            <span className="intake-table__sub">{KEY_TEXTS.by(key.created_by)}</span>
          </td>
          <td>{formatWhen(key.last_used_at)}</td>
          <td>
            {key.revoked_at ? (
              <span className="badge badge--muted">{KEY_TEXTS.revokedAt(formatWhen(key.revoked_at))}</span>
            ) : (
              <span className="badge">{KEY_TEXTS.active}</span>
            )}
          </td>
          <td>
            {!key.revoked_at && (
              <Button
                variant="secondary"
                className="btn--small"
                aria-label={KEY_TEXTS.revokeNamed(key.name)}
                onClick={() => onRevoke(key)}
              >
                {KEY_TEXTS.revoke}
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
        {KEY_TEXTS.title}
      </h2>
      <p className="intake-card__text">{KEY_TEXTS.intro}</p>
      <NewKeyForm onCreated={setCreated} />
      {created && <NewKeyNotice created={created} onDismiss={() => setCreated(null)} />}
      <CardListState
        loading={isLoading}
        failed={isError}
        failedText={INTAKE_MESSAGES.keysFailed}
        empty={!keys?.length}
        emptyText={KEY_TEXTS.empty}
      >
        <KeyTable keys={keys ?? []} onRevoke={setRevoking} />
      </CardListState>
      {revoking && <RevokeKeyModal target={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}
