import { useId, useRef, useState } from 'react';
import {
  complaintCategoryMessages,
  complaintPortalFormats,
  complaintPortalMessages,
  complaintStatusMessages,
  portalFormats,
} from '@ops/contracts';
import type { Complaint } from '@ops/contracts';
import { useTranslator } from '@/shared/i18n/language-context';
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
  const { t, date, list } = useTranslator();
  return (
    <li className="portal-complaint">
      <div className="portal-complaint__head">
        <h4 id={headingId} ref={heading} tabIndex={-1} className="portal-complaint__category">
          {t(complaintCategoryMessages[complaint.category])}
        </h4>
        {/* The chip's word alone would be read out of context, so it says what it is. */}
        <span className={`portal-status portal-status--${complaint.status}`}>
          <span className="visually-hidden">{t(complaintPortalMessages.status)}: </span>
          {t(complaintStatusMessages[complaint.status])}
        </span>
      </div>
      <p id={raisedId} className="portal-muted">
        {t(complaintPortalFormats.raisedOn, { date: date(complaint.created_at) })}
      </p>
      <p className="portal-complaint__text">{complaint.text}</p>
      <p className="portal-complaint__files">
        {t(portalFormats.filesLine, {
          files: complaint.files.length > 0 ? list(complaint.files) : t(complaintPortalMessages.allFiles),
        })}
      </p>
      {complaint.reopened_at && (
        <p className="portal-muted portal-complaint__reopened">
          {t(complaintPortalFormats.reopenedOn, { date: date(complaint.reopened_at) })}
          {complaint.reopen_reason ? `: ${complaint.reopen_reason}` : ''}
        </p>
      )}
      {complaint.answer && (
        <div className="portal-complaint__reply">
          <p className="portal-complaint__label">
            {t(complaintPortalMessages.answer)}
            {complaint.answered_at && <span className="portal-muted"> {date(complaint.answered_at)}</span>}
          </p>
          <p className="portal-complaint__body">{complaint.answer}</p>
        </div>
      )}
      {complaint.resolution && (
        <div className="portal-complaint__reply">
          <p className="portal-complaint__label">
            {t(complaintPortalMessages.resolution)}
            {complaint.resolved_at && <span className="portal-muted"> {date(complaint.resolved_at)}</span>}
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
  const { t } = useTranslator();
  if (complaints.length === 0) return null;
  return (
    <div className="portal-complaints">
      <h3 id={titleId} className="portal-complaints__title">
        {t(complaintPortalMessages.yourComplaints)}
      </h3>
      <ul className="portal-complaints__list" aria-labelledby={titleId}>
        {complaints.map((complaint) => (
          <ComplaintItem key={complaint.id} complaint={complaint} now={now} />
        ))}
      </ul>
    </div>
  );
}
