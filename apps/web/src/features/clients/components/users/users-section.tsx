import type { ClientUser, DefaultClient } from '@ops/contracts';
import { useGetClientUsersQuery, useLazyGetClientUserQuery } from '@/features/clients/api/client-users-api';
import { useGetDefaultEntitiesQuery } from '@/features/clients/api/entities-api';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { USER_TEXTS } from '@/features/clients/lib/record-texts';
import { DetailList } from '../common/detail-list';
import { RecordCard } from '../common/record-card';
import { RecordList, RecordPanel } from '../common/record-panel';
import { useRecordEditor } from '../common/use-record-editor';
import { UserForm } from './user-form';

function UserCard({
  user,
  entityName,
  onEdit,
  editing,
}: {
  user: ClientUser;
  entityName: string | null;
  onEdit: () => void;
  editing: boolean;
}) {
  return (
    <RecordCard
      title={user.username}
      subtitle={user.email}
      badges={
        <>
          {user.category && <span className="badge">{user.category}</span>}
          {user.job_function && <span className="badge badge--muted">{user.job_function}</span>}
        </>
      }
      onEdit={onEdit}
      editing={editing}
      testId="user-card"
    >
      <DetailList
        items={[
          [FIELD_TEXTS.phones, user.phone_number_list.map((p) => `${p.ext} ${p.number}`).join(', ')],
          [USER_TEXTS.location, [user.city, user.country].filter(Boolean).join(', ')],
          [FIELD_TEXTS.designation, user.designation],
          [FIELD_TEXTS.industry, user.industry],
          [FIELD_TEXTS.jobFunction, user.job_function],
          [FIELD_TEXTS.category, user.category],
          [FIELD_TEXTS.defaultEntity, entityName],
        ]}
      />
    </RecordCard>
  );
}

export function UsersSection({ client }: { client: DefaultClient }) {
  const [loadUser] = useLazyGetClientUserQuery();
  const list = useGetClientUsersQuery(client.id);
  const { data: entities = [] } = useGetDefaultEntitiesQuery(client.id);
  const editor = useRecordEditor((id) => loadUser(id).unwrap());
  const { tab, setTab, editing, formKey, loadingId, edit, backToList } = editor;

  const users = list.data ?? [];
  return (
    <RecordPanel
      label={USER_TEXTS.label}
      tab={tab}
      onTabChange={setTab}
      form={
        <UserForm
          key={`${client.id}-${formKey}`}
          client={client}
          editing={editing}
          onSaved={backToList}
          onCancel={editor.cancel}
        />
      }
      list={
        <RecordList query={list} count={users.length} emptyText={USER_TEXTS.empty}>
          {users.map((user) => (
            <UserCard
              key={user.id}
              user={user}
              entityName={entities.find((e) => e.id === user.default_entity)?.entity_name ?? null}
              editing={loadingId === user.id}
              onEdit={() => void edit(user.id)}
            />
          ))}
        </RecordList>
      }
    />
  );
}
