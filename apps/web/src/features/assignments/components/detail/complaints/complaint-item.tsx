import { useEffect, useId, useRef } from 'react';
import { COMPLAINT_CATEGORY_LABELS, COMPLAINT_STATUS_LABELS, COMPLAINT_TEXTS } from '@ops/contracts';
import type { Complaint } from '@ops/contracts';
import { DASH, fileLabel, formatDateTime } from '../format';
import { AnswerForm, ResolveForm } from './complaint-forms';

const When = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>;

/** Staff's answer or resolution: its text, then who wrote it and when. Oldest first, as they happened. */
function Reply({ title, text, byline }: { title: string; text: string; byline: string }) {
  return (
    <div className="complaint__reply">
      <h5 className="complaint__reply-title">{title}</h5>
      <p className="complaint__text">{text}</p>
      <p className="complaint__byline">{byline}</p>
    </div>
  );
}

/**
 * One complaint: what, where it stands, who raised it and when, the files it names, staff's answer and
 * resolution; while unresolved, the forms for those who deliver.
 */
export function ComplaintItem({ complaint, canAct }: { complaint: Complaint; canAct: boolean }) {
  const headingId = useId();
  const title = COMPLAINT_TEXTS.itemTitle(COMPLAINT_CATEGORY_LABELS[complaint.category], complaint.version);
  const heading = useRef<HTMLHeadingElement>(null);
  // Resolving removes the forms (and the focus with them): the focus goes to the complaint once it reads
  // Resolved, after the list has reloaded and moved it below the unresolved ones.
  const focusOnResolved = useRef(false);
  const resolved = complaint.status === 'resolved';
  useEffect(() => {
    if (resolved && focusOnResolved.current) {
      focusOnResolved.current = false;
      heading.current?.focus();
    }
  }, [resolved]);

  return (
    <li className="complaint" aria-labelledby={headingId} data-testid="complaint" data-id={complaint.id}>
      <h4 id={headingId} ref={heading} tabIndex={-1} className="complaint__title">
        {title}
      </h4>
      <dl className="complaint__facts">
        <div>
          <dt>{COMPLAINT_TEXTS.status}</dt>
          <dd>
            <span
              className={`complaint__status complaint__status--${complaint.status}`}
              data-testid="complaint-status"
            >
              {COMPLAINT_STATUS_LABELS[complaint.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt>{COMPLAINT_TEXTS.from}</dt>
          <dd className="complaint__email">{complaint.email}</dd>
        </div>
        <div>
          <dt>{COMPLAINT_TEXTS.raisedOn}</dt>
          <dd>
            <When at={complaint.created_at} />
          </dd>
        </div>
      </dl>
      {/* Erasing the recipient's data (decision 0040) empties the text and keeps the rest. */}
      {complaint.text && <p className="complaint__text">{complaint.text}</p>}
      {complaint.files.length > 0 && (
        <ul className="complaint__files" aria-label={COMPLAINT_TEXTS.filesConcerned}>
          {complaint.files.map((name) => (
            <li key={name}>{fileLabel(name)}</li>
          ))}
        </ul>
      )}
      {complaint.answer !== null && (
        <Reply
          title={COMPLAINT_TEXTS.answer}
          text={complaint.answer}
          byline={COMPLAINT_TEXTS.answeredBy(
            complaint.answered_by ?? DASH,
            formatDateTime(complaint.answered_at),
          )}
        />
      )}
      {complaint.resolution !== null && (
        <Reply
          title={COMPLAINT_TEXTS.resolution}
          text={complaint.resolution}
          byline={COMPLAINT_TEXTS.resolvedBy(
            complaint.resolved_by ?? DASH,
            formatDateTime(complaint.resolved_at),
          )}
        />
      )}
      {complaint.reopened_at && (
        <div className="complaint__reply complaint__reply--reopened">
          <h5 className="complaint__reply-title">
            {COMPLAINT_TEXTS.reopenedOn} <When at={complaint.reopened_at} />
          </h5>
          {complaint.reopen_reason && <p className="complaint__text">{complaint.reopen_reason}</p>}
        </div>
      )}
      {!resolved && canAct && (
        <div className="complaint__forms">
          <AnswerForm complaint={complaint} title={title} />
          <ResolveForm complaint={complaint} title={title} onDone={() => (focusOnResolved.current = true)} />
        </div>
      )}
    </li>
  );
}
