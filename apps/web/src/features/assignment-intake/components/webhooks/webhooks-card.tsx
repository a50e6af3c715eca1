import { useState } from 'react';
import toast from 'react-hot-toast';
import { WEBHOOK_MESSAGES } from '@ops/contracts';
import type { WebhookEndpoint } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import {
  useGetWebhooksQuery,
  useSendTestWebhookMutation,
  useUpdateWebhookMutation,
} from '@/features/assignment-intake/api/webhooks-api';
import { formatWhen } from '@/features/assignment-intake/lib/format';
import { CardListState } from '../card-list-state';
import { IntakeTable } from '../intake-table';
import { SecretNotice } from '../secret-notice';
import { NewWebhookForm } from './new-webhook-form';
import { RemoveWebhookModal } from './remove-webhook-modal';
import { WebhookLogModal } from './webhook-log-modal';
import './webhooks.css';

const LAST_STATUS: Record<NonNullable<WebhookEndpoint['last_status']>, string> = {
  pending: 'Last event waiting',
  delivered: 'Last event delivered',
  failed: 'Last event failed',
};

function EndpointRow({
  endpoint,
  onLog,
  onRemove,
}: {
  endpoint: WebhookEndpoint;
  onLog: () => void;
  onRemove: () => void;
}) {
  const [update, updating] = useUpdateWebhookMutation();
  const [sendTest, testing] = useSendTestWebhookMutation();
  const name = endpoint.description || endpoint.url;
  const answer = async (result: { data?: { message: string }; error?: unknown }) => {
    if (result.error) toast.error(errorMessage(result.error as Parameters<typeof errorMessage>[0]));
    else if (result.data) toast.success(result.data.message);
  };
  return (
    <tr data-testid="webhook-row">
      <td>
        <code className="webhook-url">{endpoint.url}</code>
        {endpoint.description && <span className="intake-table__sub">{endpoint.description}</span>}
        <span className="intake-table__sub">Added {formatWhen(endpoint.created_at)}</span>
      </td>
      <td>
        <ul className="webhook-events">
          {endpoint.events.map((event) => (
            <li key={event}>
              <code>{event}</code>
            </li>
          ))}
        </ul>
      </td>
      <td>
        <span className={`badge${endpoint.active ? '' : ' badge--muted'}`}>
          {endpoint.active ? 'Active' : 'Paused'}
        </span>
        {endpoint.last_status && (
          <span className={`intake-table__sub webhook-last is-${endpoint.last_status}`}>
            {LAST_STATUS[endpoint.last_status]}
          </span>
        )}
      </td>
      <td>
        <div className="webhook-actions">
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={`Send test event to ${name}`}
            loading={testing.isLoading}
            onClick={async () => answer(await sendTest(endpoint.id))}
          >
            Send test event
          </Button>
          <Button variant="secondary" className="btn--small" aria-label={`Log of ${name}`} onClick={onLog}>
            Log
          </Button>
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={`${endpoint.active ? 'Pause' : 'Resume'} ${name}`}
            loading={updating.isLoading}
            onClick={async () =>
              answer(await update({ id: endpoint.id, changes: { active: !endpoint.active } }))
            }
          >
            {endpoint.active ? 'Pause' : 'Resume'}
          </Button>
          <Button variant="ghost" className="btn--small" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** OA only: endpoints of the workflow tool that hear what happens to deliveries, signed (decision 0035). */
export function WebhooksCard() {
  const { data: endpoints, isLoading, isError } = useGetWebhooksQuery();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);

  return (
    <section className="intake-card" aria-labelledby="intake-webhooks-title">
      <h2 id="intake-webhooks-title" className="intake-card__title">
        Webhooks
      </h2>
      <p className="intake-card__text">
        The console tells the workflow tool what happens to deliveries: each event is a JSON POST signed with
        the endpoint&apos;s secret (Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature
        headers), retried for 24 hours and sent in order per delivery.
      </p>
      <NewWebhookForm onCreated={setCreated} />
      {created && (
        <SecretNotice
          label={`Signing secret of ${created.url}`}
          warning={WEBHOOK_MESSAGES.secretShownOnce}
          secret={created.secret}
          testId="new-webhook-secret"
          copyLabel="Copy secret"
          copied={WEBHOOK_MESSAGES.secretCopied}
          copyFailed={WEBHOOK_MESSAGES.copyFailed}
          onDismiss={() => setCreated(null)}
        />
      )}
      <CardListState
        loading={isLoading}
        failed={isError}
        failedText={WEBHOOK_MESSAGES.loadFailed}
        empty={!endpoints?.length}
        emptyText="No endpoints yet."
      >
        <IntakeTable
          caption="Endpoints"
          columns={[
            'Endpoint',
            'Events',
            'Status',
            <span key="actions" className="visually-hidden">
              Actions
            </span>,
          ]}
        >
          {(endpoints ?? []).map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              onLog={() => setLogOf(endpoint)}
              onRemove={() => setRemoving(endpoint)}
            />
          ))}
        </IntakeTable>
      </CardListState>
      {logOf && <WebhookLogModal endpoint={logOf} onClose={() => setLogOf(null)} />}
      {removing && <RemoveWebhookModal target={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}
