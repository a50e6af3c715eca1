import { memo } from 'react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { ASSIGNMENT_TEXTS, COMPLAINT_TEXTS } from '@ops/contracts';
import type { AssignmentListItem } from '@ops/contracts';
import { ClientRating } from '@/shared/ui/ratings';
import type { Scope } from '@/features/assignments/api/assignments-api';
import {
  cardFileName,
  cardUnits,
  durationTone,
  formatDateTime,
} from '@/features/assignments/lib/card-format';
import { LIST_TEXTS as L } from '@/features/assignments/lib/list-texts';
import { ServiceIcon } from '../icons/service-icon';
import { AssignmentName } from '../names/assignment-name';
import { DurationTiming } from '../names/duration-timing';

export const deliveryPath = (scope: Scope, id: number | string) =>
  `${scope === 'live' ? '/deliver' : '/ops-archive'}/${id}`;

/** One delivery of the sidebar; a link to its detail (an alert when it has no id). */
export const AssignmentCard = memo(function AssignmentCard({
  item,
  scope,
  active,
  onSelect,
}: {
  item: AssignmentListItem;
  scope: Scope;
  active: boolean;
  onSelect?: (item: AssignmentListItem) => void;
}) {
  const file = cardFileName(item.file_names);
  const units = cardUnits(item.unit_details);
  const tone = durationTone(item.duration);
  const hasId = Number.isInteger(item.id) && item.id > 0;
  const openComplaints = item.open_complaints ?? 0;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasId) {
      event.preventDefault();
      window.alert(ASSIGNMENT_TEXTS.noFileId);
      return;
    }
    onSelect?.(item);
  };

  return (
    <Link
      to={hasId ? deliveryPath(scope, item.id) : '.'}
      className={`asgn-card${active ? ' is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      data-testid="assignment-card"
      data-id={item.id}
      onClick={onClick}
    >
      <span className="asgn-card__top">
        <span className="asgn-card__services">
          {item.services.map((service) => (
            <ServiceIcon key={service} service={service} />
          ))}
        </span>
        <ClientRating value={item.feedback} />
      </span>
      <span className="asgn-card__file" title={file.full}>
        <span className="asgn-card__file-name" data-testid="card-file-name">
          {file.name}
        </span>
        {file.more > 0 && (
          <span className="asgn-card__more" data-testid="card-more-files">
            + {file.more}
          </span>
        )}
      </span>
      <AssignmentName
        name={item.assignment_name}
        className="asgn-card__assignment-name"
        testId="card-assignment-name"
      />
      {units.shown.length > 0 && (
        <span className="asgn-card__units" data-testid="card-units">
          {units.shown.map((text, i) => (
            <span key={i} className="asgn-card__unit">
              {text}
            </span>
          ))}
          {units.more && <span className="asgn-card__unit asgn-card__unit--more">...</span>}
        </span>
      )}
      <span className="asgn-card__row">
        <span className="asgn-card__label">{L.delivered}</span>
        <span className="asgn-card__timing">
          <span className={`asgn-card__duration is-${tone}`} data-testid="card-duration">
            {item.duration ?? '-'}
          </span>
          <DurationTiming duration={item.duration} />
        </span>
      </span>
      <span className="asgn-card__row">
        {/* The whole name; the card's width, not a count of characters, decides the cut (decision 0033). */}
        <span
          className="asgn-card__requester asgn-card__requester--fit"
          title={item.requester_name}
          data-testid="card-requester"
        >
          {item.requester_name}
        </span>
        <span className="asgn-card__code">{item.client_code}</span>
      </span>
      <span className="asgn-card__row asgn-card__row--date">
        <span className="visually-hidden">{L.committed}</span>
        <time dateTime={item.committed_delivery ?? undefined} data-testid="card-committed">
          {formatDateTime(item.committed_delivery)}
        </time>
        {openComplaints > 0 && (
          <>
            <span className="visually-hidden">, </span>
            <span className="asgn-card__complaints" data-testid="card-complaints">
              {COMPLAINT_TEXTS.openBadge(openComplaints)}
            </span>
          </>
        )}
      </span>
    </Link>
  );
});
