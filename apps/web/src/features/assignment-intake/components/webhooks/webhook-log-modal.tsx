import toast from 'react-hot-toast';
import type { WebhookEndpoint, WebhookEvent } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import {
  useGetWebhookLogQuery,
  useReplayWebhookEventMutation,
} from '@/features/assignment-intake/api/webhooks-api';
import { formatWhen } from '@/features/assignment-intake/lib/format';
import { INTAKE_TEXTS } from '@/features/assignment-intake/lib/intake-texts';
import { WEBHOOK_LOG_TEXTS } from '@/features/assignment-intake/lib/webhook-texts';
import { IntakeTable } from '../intake-table';

function EventRow({ endpointId, event }: { endpointId: number; event: WebhookEvent }) {
  const [replay, { isLoading }] = useReplayWebhookEventMutation();
  const resend = async () => {
    const result = await replay({ id: endpointId, eventId: event.id });
    if (result.error) toast.error(errorMessage(result.error));
    else toast.success(result.data.message);
  };
  return (
    <tr data-testid="webhook-event">
      <td>
        <code>{event.type}</code>
        <span className="intake-table__sub">
          <code>{event.id}</code>
        </span>
      </td>
      <td>{formatWhen(event.created_at)}</td>
      <td>
        <span className={`webhook-last is-${event.status}`}>{WEBHOOK_LOG_TEXTS.status[event.status]}</span>
        <span className="intake-table__sub">
          {WEBHOOK_LOG_TEXTS.attempts(event.attempts)}
          {event.next_attempt_at && WEBHOOK_LOG_TEXTS.next(formatWhen(event.next_attempt_at))}
        </span>
      </td>
      <td>
        {event.status !== 'pending' && (
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={WEBHOOK_LOG_TEXTS.sendAgainNamed(event.type)}
            loading={isLoading}
            onClick={resend}
          >
            {WEBHOOK_LOG_TEXTS.sendAgain}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The endpoint's latest events (with a replay) and every delivery attempt with its answer. */
export function WebhookLogModal({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const { data, isLoading, error, refetch, isFetching } = useGetWebhookLogQuery(endpoint.id);
  return (
    <Modal
      title={WEBHOOK_LOG_TEXTS.title(endpoint.description || endpoint.url)}
      size="wide"
      onClose={onClose}
    >
      <div className="webhook-log">
        <Button
          variant="secondary"
          className="btn--small"
          loading={isFetching}
          onClick={() => void refetch()}
        >
          {WEBHOOK_LOG_TEXTS.refresh}
        </Button>
        {isLoading ? (
          <p role="status">
            <Spinner /> {INTAKE_TEXTS.loading}
          </p>
        ) : error ? (
          <p role="alert">{errorMessage(error)}</p>
        ) : data && data.events.length ? (
          <>
            <IntakeTable
              caption={WEBHOOK_LOG_TEXTS.events}
              columns={[
                ...WEBHOOK_LOG_TEXTS.eventHeads,
                <span key="a" className="visually-hidden">
                  {INTAKE_TEXTS.actions}
                </span>,
              ]}
            >
              {data.events.map((event) => (
                <EventRow key={event.id} endpointId={endpoint.id} event={event} />
              ))}
            </IntakeTable>
            <IntakeTable caption={WEBHOOK_LOG_TEXTS.attemptsCaption} columns={WEBHOOK_LOG_TEXTS.attemptHeads}>
              {data.attempts.map((attempt, i) => (
                <tr key={`${attempt.event_id}-${i}`} data-testid="webhook-attempt">
                  <td>{formatWhen(attempt.attempted_at)}</td>
                  <td>
                    <code>{attempt.event_type}</code>
                  </td>
                  <td>
                    <span className={`webhook-last is-${attempt.ok ? 'delivered' : 'failed'}`}>
                      {attempt.status_code ?? WEBHOOK_LOG_TEXTS.noAnswer}
                    </span>
                    {attempt.error && <span className="intake-table__sub">{attempt.error}</span>}
                  </td>
                  <td>{attempt.duration_ms} ms</td>
                </tr>
              ))}
            </IntakeTable>
          </>
        ) : (
          <p>{WEBHOOK_LOG_TEXTS.empty}</p>
        )}
      </div>
    </Modal>
  );
}
