import type { DefaultClient } from '@ops/contracts';
import { useGetEntitiesQuery, useLazyGetEntityQuery } from '@/features/clients/api/entities-api';
import { ENTITY_TEXTS } from '@/features/clients/lib/record-texts';
import { RecordList, RecordPanel } from '../common/record-panel';
import { useRecordEditor } from '../common/use-record-editor';
import { EntityCard } from './entity-card';
import { EntityForm } from './entity-form';
import { entityStart, newEntityStart } from './entity-values';

export function EntitiesSection({ client }: { client: DefaultClient }) {
  const [loadEntity] = useLazyGetEntityQuery();
  const list = useGetEntitiesQuery(client.id);
  const editor = useRecordEditor(async (id) => {
    const entity = await loadEntity(id).unwrap();
    return { entity, start: entityStart(entity) };
  });
  const { tab, setTab, editing, formKey, loadingId, edit, backToList } = editor;

  const entities = list.data ?? [];
  return (
    <RecordPanel
      label={ENTITY_TEXTS.label}
      tab={tab}
      onTabChange={setTab}
      form={
        <EntityForm
          key={`${client.id}-${formKey}`}
          start={editing?.start ?? newEntityStart(client.id)}
          editing={editing?.entity ?? null}
          onSaved={backToList}
          onCancel={editor.cancel}
        />
      }
      list={
        <RecordList query={list} count={entities.length} emptyText={ENTITY_TEXTS.empty}>
          {entities.map((entity) => (
            <EntityCard
              key={entity.id}
              entity={entity}
              editing={loadingId === entity.id}
              onEdit={() => void edit(entity.id)}
            />
          ))}
        </RecordList>
      }
    />
  );
}
