import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_TEXTS } from '@ops/contracts';
import type { Notification } from '@ops/contracts';
import { formatDateTime } from '@/shared/dates/date-format';
import { useLiveEvents } from '@/shared/live/use-live-events';
import { Button } from '@/shared/ui/button';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationsReadMutation,
} from '@/features/navigation/api/notifications-api';
import { BELL_TEXTS } from '../nav-texts';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a.7.7 0 0 0 .6 1h14.2a.7.7 0 0 0 .6-1L18 12.6V9a6 6 0 0 0-6-6Zm-2 15a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Where a notification leads: the file request it is about (file_received), else its delivery. */
function targetOf(note: Notification): { to: string; label: string } | null {
  if (note.kind === 'file_received' && note.file_request_id)
    return { to: `/file-requests/${note.file_request_id}`, label: BELL_TEXTS.request };
  if (note.delivery_id !== null) return { to: `/deliver/${note.delivery_id}`, label: BELL_TEXTS.delivery };
  return null;
}

function Item({ note, onOpen }: { note: Notification; onOpen: () => void }) {
  const [markRead, { isLoading }] = useMarkNotificationsReadMutation();
  const target = targetOf(note);
  return (
    <li className={`bell-item${note.read ? '' : ' is-unread'}`} data-testid="notification">
      <p className="bell-item__text">
        {!note.read && <span className="visually-hidden">{BELL_TEXTS.unread}</span>}
        {note.text}
      </p>
      <p className="bell-item__meta">
        <time dateTime={note.created_at}>{formatDateTime(note.created_at)}</time>
        {target && (
          <Link
            to={target.to}
            className="bell-item__open"
            onClick={() => {
              if (!note.read) void markRead([note.id]);
              onOpen();
            }}
          >
            {target.label}
          </Link>
        )}
        {!note.read && (
          <Button
            variant="ghost"
            className="btn--small"
            loading={isLoading}
            aria-label={`${NOTIFICATION_TEXTS.markRead}: ${note.text}`}
            onClick={() => void markRead([note.id])}
          >
            {NOTIFICATION_TEXTS.markRead}
          </Button>
        )}
      </p>
    </li>
  );
}

/**
 * The bell (decision 0037): the unread count, and a panel of the latest 50 to mark read or open. It also
 * opens the page's event stream, which keeps the bell and the SHARING tab current.
 */
export function NotificationBell() {
  useLiveEvents(true);
  const { data, isError } = useGetNotificationsQuery();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  return (
    <div className="bell" ref={area}>
      <button
        ref={button}
        type="button"
        className="bell__button"
        aria-label={unread ? NOTIFICATION_TEXTS.bellWithUnread(unread) : NOTIFICATION_TEXTS.bell}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen(!open)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="bell__count" aria-hidden="true" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="bell__panel" aria-label={NOTIFICATION_TEXTS.panelTitle}>
          <header className="bell__head">
            <h2 className="bell__title">{NOTIFICATION_TEXTS.panelTitle}</h2>
            {unread > 0 && (
              <Button
                variant="secondary"
                className="btn--small"
                loading={markingAll.isLoading}
                onClick={() => void markAll()}
              >
                {NOTIFICATION_TEXTS.markAllRead}
              </Button>
            )}
          </header>
          {isError ? (
            <p className="bell__empty" role="alert">
              {NOTIFICATION_TEXTS.loadFailed}
            </p>
          ) : data?.data.length ? (
            <ul className="bell__list">
              {data.data.map((note) => (
                <Item key={note.id} note={note} onOpen={() => setOpen(false)} />
              ))}
            </ul>
          ) : (
            <p className="bell__empty">{NOTIFICATION_TEXTS.empty}</p>
          )}
        </section>
      )}
    </div>
  );
}
