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
import { INTAKE_TEXTS } from '@/features/assignment-intake/lib/intake-texts';
import { WEBHOOK_TEXTS } from '@/features/assignment-intake/lib/webhook-texts';
import { CardListState } from '../card-list-state';
import { IntakeTable } from '../intake-table';
import { SecretNotice } from '../secret-notice';
import { NewWebhookForm } from './new-webhook-form';
import { RemoveWebhookModal } from './remove-webhook-modal';
import { WebhookLogModal } from './webhook-log-modal';
import './webhooks.css';

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
        <span className="intake-table__sub">{WEBHOOK_TEXTS.added(formatWhen(endpoint.created_at))}</span>
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
          {endpoint.active ? WEBHOOK_TEXTS.active : WEBHOOK_TEXTS.paused}
        </span>
        {endpoint.last_status && (
          <span className={`intake-table__sub webhook-last is-${endpoint.last_status}`}>
            {WEBHOOK_TEXTS.lastStatus[endpoint.last_status]}
          </span>
        )}
      </td>
      <td>
        <div className="webhook-actions">
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={WEBHOOK_TEXTS.sendTestTo(name)}
            loading={testing.isLoading}
            onClick={async () => answer(await sendTest(endpoint.id))}
          >
            {WEBHOOK_TEXTS.sendTest}
          </Button>
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={WEBHOOK_TEXTS.logOf(name)}
            onClick={onLog}
          >
            {WEBHOOK_TEXTS.log}
          </Button>
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={endpoint.active ? WEBHOOK_TEXTS.pauseNamed(name) : WEBHOOK_TEXTS.resumeNamed(name)}
            loading={updating.isLoading}
            onClick={async () =>
              answer(await update({ id: endpoint.id, changes: { active: !endpoint.active } }))
            }
          >
            {endpoint.active ? WEBHOOK_TEXTS.pause : WEBHOOK_TEXTS.resume}
          </Button>
          <Button
            variant="ghost"
            className="btn--small"
            aria-label={WEBHOOK_TEXTS.removeNamed(name)}
            onClick={onRemove}
          >
            {WEBHOOK_TEXTS.remove}
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
        {WEBHOOK_TEXTS.title}
      </h2>
      <p className="intake-card__text">{WEBHOOK_TEXTS.intro}</p>
      <NewWebhookForm onCreated={setCreated} />
      {created && (
        <SecretNotice
          label={WEBHOOK_TEXTS.secretOf(created.url)}
          warning={WEBHOOK_MESSAGES.secretShownOnce}
          secret={created.secret}
          testId="new-webhook-secret"
          copyLabel={WEBHOOK_TEXTS.copySecret}
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
        emptyText={WEBHOOK_TEXTS.empty}
      >
        <IntakeTable
          caption={WEBHOOK_TEXTS.caption}
          columns={[
            ...WEBHOOK_TEXTS.heads,
            <span key="actions" className="visually-hidden">
              {INTAKE_TEXTS.actions}
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
