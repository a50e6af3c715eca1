import { useId, useRef, useState } from 'react';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_TEXTS,
  PORTAL_TEXTS,
} from '@ops/contracts';
import type { Complaint } from '@ops/contracts';
import { formatDate } from '@/features/recipients/lib/format';
import { ReopenForm } from './reopen-form';

/** Reopening is offered while its window lasts; the server checks it again when asked. */
const canReopen = (complaint: Complaint, now: number) =>
  complaint.status === 'resolved' &&
  complaint.reopen_until !== null &&
  Date.parse(complaint.reopen_until) > now;

function ComplaintItem({ complaint, now }: { complaint: Complaint; now: number }) {
  const headingId = useId();
  const raisedId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <li className="portal-complaint">
      <div className="portal-complaint__head">
        <h4 id={headingId} ref={heading} tabIndex={-1} className="portal-complaint__category">
          {COMPLAINT_CATEGORY_LABELS[complaint.category]}
        </h4>
        {/* The chip's word alone would be read out of context, so it says what it is. */}
        <span className={`portal-status portal-status--${complaint.status}`}>
          <span className="visually-hidden">{COMPLAINT_TEXTS.status}: </span>
          {COMPLAINT_STATUS_LABELS[complaint.status]}
        </span>
      </div>
      <p id={raisedId} className="portal-muted">
        {COMPLAINT_TEXTS.raisedOn} {formatDate(complaint.created_at)}
      </p>
      <p className="portal-complaint__text">{complaint.text}</p>
      <p className="portal-complaint__files">
        {PORTAL_TEXTS.files}:{' '}
        {complaint.files.length > 0 ? complaint.files.join(', ') : COMPLAINT_TEXTS.allFiles}
      </p>
      {complaint.reopened_at && (
        <p className="portal-muted portal-complaint__reopened">
          {COMPLAINT_TEXTS.reopenedOn} {formatDate(complaint.reopened_at)}
          {complaint.reopen_reason ? `: ${complaint.reopen_reason}` : ''}
        </p>
      )}
      {complaint.answer && (
        <div className="portal-complaint__reply">
          <p className="portal-complaint__label">
            {COMPLAINT_TEXTS.answer}
            {complaint.answered_at && (
              <span className="portal-muted"> {formatDate(complaint.answered_at)}</span>
            )}
          </p>
          <p className="portal-complaint__body">{complaint.answer}</p>
        </div>
      )}
      {complaint.resolution && (
        <div className="portal-complaint__reply">
          <p className="portal-complaint__label">
            {COMPLAINT_TEXTS.resolution}
            {complaint.resolved_at && (
              <span className="portal-muted"> {formatDate(complaint.resolved_at)}</span>
            )}
          </p>
          <p className="portal-complaint__body">{complaint.resolution}</p>
        </div>
      )}
      {canReopen(complaint, now) && (
        <ReopenForm
          complaint={complaint}
          labelledBy={`${headingId} ${raisedId}`}
          onReopened={() => heading.current?.focus()}
        />
      )}
    </li>
  );
}

/** This recipient's complaints about one version, newest first, with staff's answers. */
export function ComplaintList({ version, complaints }: { version: number; complaints: Complaint[] }) {
  const titleId = `complaints-${version}-title`;
  // The time the list first showed: a reopening asked after its window closed is refused by the server.
  const [now] = useState(() => Date.now());
  if (complaints.length === 0) return null;
  return (
    <div className="portal-complaints">
      <h3 id={titleId} className="portal-complaints__title">
        {COMPLAINT_TEXTS.yourComplaints}
      </h3>
      <ul className="portal-complaints__list" aria-labelledby={titleId}>
        {complaints.map((complaint) => (
          <ComplaintItem key={complaint.id} complaint={complaint} now={now} />
        ))}
      </ul>
    </div>
  );
}
