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
import { IntakeTable } from '../intake-table';

const STATUS: Record<WebhookEvent['status'], string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};

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
        <span className={`webhook-last is-${event.status}`}>{STATUS[event.status]}</span>
        <span className="intake-table__sub">
          {event.attempts} {event.attempts === 1 ? 'attempt' : 'attempts'}
          {event.next_attempt_at && `, next ${formatWhen(event.next_attempt_at)}`}
        </span>
      </td>
      <td>
        {event.status !== 'pending' && (
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={`Send ${event.type} again`}
            loading={isLoading}
            onClick={resend}
          >
            Send again
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
    <Modal title={`Webhook log: ${endpoint.description || endpoint.url}`} size="wide" onClose={onClose}>
      <div className="webhook-log">
        <Button
          variant="secondary"
          className="btn--small"
          loading={isFetching}
          onClick={() => void refetch()}
        >
          Refresh
        </Button>
        {isLoading ? (
          <p role="status">
            <Spinner /> Loading...
          </p>
        ) : error ? (
          <p role="alert">{errorMessage(error)}</p>
        ) : data && data.events.length ? (
          <>
            <IntakeTable
              caption="Events"
              columns={[
                'Event',
                'Raised',
                'Status',
                <span key="a" className="visually-hidden">
                  Actions
                </span>,
              ]}
            >
              {data.events.map((event) => (
                <EventRow key={event.id} endpointId={endpoint.id} event={event} />
              ))}
            </IntakeTable>
            <IntakeTable caption="Attempts" columns={['Time', 'Event', 'Answer', 'Took']}>
              {data.attempts.map((attempt, i) => (
                <tr key={`${attempt.event_id}-${i}`} data-testid="webhook-attempt">
                  <td>{formatWhen(attempt.attempted_at)}</td>
                  <td>
                    <code>{attempt.event_type}</code>
                  </td>
                  <td>
                    <span className={`webhook-last is-${attempt.ok ? 'delivered' : 'failed'}`}>
                      {attempt.status_code ?? 'No answer'}
                    </span>
                    {attempt.error && <span className="intake-table__sub">{attempt.error}</span>}
                  </td>
                  <td>{attempt.duration_ms} ms</td>
                </tr>
              ))}
            </IntakeTable>
          </>
        ) : (
          <p>No events yet. Send a test event to try the endpoint.</p>
        )}
      </div>
    </Modal>
  );
}
