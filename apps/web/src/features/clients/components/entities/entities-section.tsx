import { useState } from 'react';
import toast from 'react-hot-toast';
import type { DefaultClient, Entity } from '@ops/contracts';
import { errorMessage } from '../../../../shared/api/base-query';
import { useGetEntitiesQuery, useLazyGetEntityQuery } from '../../api/entities-api';
import { ListState, RecordPanel } from '../common/record-panel';
import type { PanelTab } from '../common/record-panel';
import { EntityCard } from './entity-card';
import { EntityForm } from './entity-form';
import { entityStart, newEntityStart } from './entity-values';
import type { EntityFormStart } from './entity-values';

export function EntitiesSection({ client }: { client: DefaultClient }) {
  const [tab, setTab] = useState<PanelTab>('list');
  const [editing, setEditing] = useState<{ entity: Entity; start: EntityFormStart } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [loadEntity] = useLazyGetEntityQuery();
  const list = useGetEntitiesQuery(client.id);

  const edit = async (id: number) => {
    setLoadingId(id);
    try {
      const entity = await loadEntity(id).unwrap();
      setEditing({ entity, start: entityStart(entity) });
      setFormKey((k) => k + 1);
      setTab('form');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLoadingId(null);
    }
  };
  const backToList = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
    setTab('list');
  };

  const entities = list.data ?? [];
  return (
    <RecordPanel
      label="Entities"
      tab={tab}
      onTabChange={setTab}
      form={
        <EntityForm
          key={`${client.id}-${formKey}`}
          start={editing?.start ?? newEntityStart(client.id)}
          editing={editing?.entity ?? null}
          onSaved={backToList}
          onCancel={editing ? backToList : () => setFormKey((k) => k + 1)}
        />
      }
      list={
        <div className="record-list">
          <ListState
            loading={list.isLoading}
            error={list.error ? errorMessage(list.error) : null}
            empty={entities.length === 0}
            emptyText="No entities yet. Add one with the Form tab."
          />
          {entities.map((entity) => (
            <EntityCard
              key={entity.id}
              entity={entity}
              editing={loadingId === entity.id}
              onEdit={() => void edit(entity.id)}
            />
          ))}
        </div>
      }
    />
  );
}
