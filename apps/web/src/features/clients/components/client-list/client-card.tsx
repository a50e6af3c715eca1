import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Client } from '@ops/contracts';
import { formatDate } from '@/shared/dates/date-format';
import { Button } from '@/shared/ui/button';
import { LIST_TEXTS } from '@/features/clients/lib/client-texts';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { ClientLogo } from './client-logo';

export function ClientCard({
  client,
  isNew,
  onEdit,
  onSharingPolicy,
}: {
  client: Client;
  isNew: boolean;
  onEdit: () => void;
  /** Operations admins only: the client's share policy. */
  onSharingPolicy?: () => void;
}) {
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (isNew) card.current?.scrollIntoView?.({ block: 'center' });
  }, [isNew]);
  const titleId = `client-${client.client_id}-title`;
  const T = LIST_TEXTS.card;
  return (
    <article
      ref={card}
      className={`client-card${isNew ? ' is-new' : ''}`}
      aria-labelledby={titleId}
      data-testid="client-card"
    >
      <div className="client-card__top">
        <ClientLogo name={client.client_name} src={client.client_logo} />
        <div className="client-card__name">
          <h3 id={titleId} className="client-card__title">
            {client.client_name}
          </h3>
          <p className="client-card__code">
            {client.client_code}
            {isNew && <span className="badge badge--new">{T.isNew}</span>}
          </p>
        </div>
      </div>
      <ul className="client-card__domains">
        {client.client_domain_list.map((d) => (
          <li key={d} className="badge badge--muted">
            {d}
          </li>
        ))}
      </ul>
      <p className="client-card__meta">
        {T.entities(client.entities_count)} · {T.users(client.users_count)} ·{' '}
        {T.added(formatDate(client.created_at))}
      </p>
      <div className="client-card__actions">
        <Button variant="secondary" className="btn--small" onClick={onEdit}>
          {FIELD_TEXTS.edit}
        </Button>
        {onSharingPolicy && (
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={T.policyOf(client.client_name)}
            onClick={onSharingPolicy}
          >
            {T.policy}
          </Button>
        )}
        <Link className="btn btn--primary btn--small" to={`/adduser?client=${client.client_id}&tab=entities`}>
          {T.manage}
        </Link>
      </div>
    </article>
  );
}
