import { useEffect } from 'react';
import { API, LIVE_EVENTS } from '@ops/contracts';
import { useAppDispatch } from '@/shared/state/hooks';
import { liveApi } from './live-api';

/** After the browser's own retries gave up (an expired ticket, a restart), a new ticket after this wait. */
const REOPEN_MS = 3000;

/**
 * Keeps the page current without a reload (decision 0037): one event stream per signed-in page. A new
 * notification makes the bell read its list again, and an open file request page its request; a delivery
 * change makes that delivery's Users card and access log read theirs. EventSource retries a dropped stream by itself, sending the last event id; when
 * it gives up, a new ticket opens a new stream from that id, so nothing is missed.
 */
export function useLiveEvents(enabled: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastId: string | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const open = async () => {
      const answer = await dispatch(liveApi.endpoints.getStreamTicket.initiate());
      if (stopped) return;
      if (!('data' in answer) || !answer.data) {
        timer = setTimeout(() => void open(), REOPEN_MS * 10);
        return;
      }
      const query = new URLSearchParams({ ticket: answer.data.ticket });
      if (lastId) query.set('last_event_id', lastId);
      source = new EventSource(`${API.notifications.stream}?${query.toString()}`);
      source.addEventListener(LIVE_EVENTS.notification, (event) => {
        lastId = (event as MessageEvent).lastEventId || lastId;
        // The event names the notification only (not its kind): a file_received one may be any request's
        // news, so open file request pages (the list and a request) read theirs again too. Only the pages
        // showing one refetch.
        dispatch(liveApi.util.invalidateTags(['Notifications', 'FileRequests']));
      });
      source.addEventListener(LIVE_EVENTS.delivery, (event) => {
        const { delivery_id } = JSON.parse((event as MessageEvent<string>).data) as { delivery_id: number };
        dispatch(
          liveApi.util.invalidateTags([
            { type: 'SharedLog', id: delivery_id },
            { type: 'AccessLog', id: delivery_id },
            { type: 'Complaints', id: delivery_id },
          ]),
        );
      });
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        timer = setTimeout(() => void open(), REOPEN_MS);
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, dispatch]);
}
