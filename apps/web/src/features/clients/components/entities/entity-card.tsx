import { useState } from 'react';
import toast from 'react-hot-toast';
import { CLIENT_MESSAGES, ENTITY_CURRENCIES, SHARE_TYPE_LABELS } from '@ops/contracts';
import type { Entity } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { Button } from '@/shared/ui/button';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import {
  useLazyGetContractPreviewQuery,
  useUpdateEntityCurrencyMutation,
} from '@/features/clients/api/entities-api';
import type { EntityCurrency } from '@/features/clients/api/lookups-api';
import { failureText } from '@/features/clients/lib/failure';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { ENTITY_TEXTS } from '@/features/clients/lib/record-texts';
import { DetailList } from '../common/detail-list';
import { RecordCard } from '../common/record-card';
import { ContractPreviewModal } from './contract-preview-modal';
import type { ContractPreviewTarget } from './contract-preview-modal';

const yesNo = (value: boolean) => (value ? FIELD_TEXTS.yes : FIELD_TEXTS.no);
const shareLabel = (value: string | null) =>
  value && value in SHARE_TYPE_LABELS ? SHARE_TYPE_LABELS[value as keyof typeof SHARE_TYPE_LABELS] : null;
const range = (from: string | null, to: string | null) =>
  from || to ? ENTITY_TEXTS.card.range(from ?? '…', to ?? '…') : null;

function CurrencyChanger({ entity }: { entity: Entity }) {
  const [currency, setCurrency] = useState<EntityCurrency>(entity.currency);
  const [update, { isLoading }] = useUpdateEntityCurrencyMutation();
  const T = ENTITY_TEXTS.card;
  const apply = async () => {
    const result = await update({ id: entity.id, currency });
    if (result.error) toast.error(failureText(result.error, CLIENT_MESSAGES.failedUpdateEntity));
    else toast.success(result.data.message || CLIENT_MESSAGES.currencyUpdated);
  };
  return (
    <div className="currency-changer">
      <label className="field__label" htmlFor={`currency-${entity.id}`}>
        {T.changeCurrency}
      </label>
      <select
        id={`currency-${entity.id}`}
        className="field__input field__select"
        value={currency}
        onChange={(event) => setCurrency(event.target.value as EntityCurrency)}
      >
        {ENTITY_CURRENCIES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <Button
        variant="secondary"
        className="btn--small"
        loading={isLoading}
        disabled={currency === entity.currency}
        onClick={() => void apply()}
      >
        {T.updateCurrency}
      </Button>
    </div>
  );
}

function EntityDetails({ entity }: { entity: Entity }) {
  const [preview, setPreview] = useState<ContractPreviewTarget | null>(null);
  const [loadPreview, { isFetching }] = useLazyGetContractPreviewQuery();
  const openPreview = async () => {
    const result = await loadPreview(entity.id);
    if (result.data) {
      setPreview({
        url: result.data.url,
        filename: result.data.filename,
        contentType: result.data.content_type,
      });
    } else toast.error(errorMessage(result.error));
  };
  const services = entity.invoice_details.services;
  const T = ENTITY_TEXTS.card;
  return (
    <>
      <DetailList
        items={[
          [T.address, [entity.address1, entity.address2].filter(Boolean).join(', ')],
          [FIELD_TEXTS.zipCode, entity.zip_code],
          [T.registration, entity.company_reg_no],
          [ENTITY_TEXTS.regValidity, entity.company_reg_validity],
          [T.taxRegistration, entity.tax_reg_no],
          [ENTITY_TEXTS.taxValidity, entity.tax_validity],
          [ENTITY_TEXTS.external, yesNo(entity.is_external)],
          [ENTITY_TEXTS.platform, entity.file_sharing_platform],
          [ENTITY_TEXTS.shareType, shareLabel(entity.file_shared_type)],
          [ENTITY_TEXTS.chargeCode, entity.uses_charge_code ? entity.charge_code : T.notUsed],
          [ENTITY_TEXTS.contractType, entity.contract_file_type],
          [ENTITY_TEXTS.msla, yesNo(entity.is_msla)],
          [T.validity, range(entity.contract_validity_start, entity.contract_validity_end)],
          [T.duration, T.days(entity.file_duration)],
          [FIELD_TEXTS.taxes, entity.tax_list.map((t) => `${t.tax_type} ${t.percentage}%`).join(', ')],
        ]}
      />
      <div className="record-card__row">
        <span className="field__label">{ENTITY_TEXTS.file.label}</span>
        {entity.contract ? (
          <>
            <span className="contract-file__name">{entity.contract.filename}</span>
            <Button
              variant="secondary"
              className="btn--small"
              loading={isFetching}
              onClick={() => void openPreview()}
            >
              {ENTITY_TEXTS.file.preview}
            </Button>
          </>
        ) : (
          <span>—</span>
        )}
      </div>
      <CurrencyChanger entity={entity} />
      {services.length > 0 && (
        <ScrollRegion
          label={FIELD_TEXTS.servicesIn(entity.invoice_details.currency)}
          className="table-scroll table-cards-scroll"
        >
          <table className="price-table table-cards">
            <caption>{FIELD_TEXTS.servicesIn(entity.invoice_details.currency)}</caption>
            <thead>
              <tr>
                <th scope="col">{FIELD_TEXTS.service}</th>
                <th scope="col">{FIELD_TEXTS.subService}</th>
                <th scope="col">{FIELD_TEXTS.listPrice}</th>
                <th scope="col">{FIELD_TEXTS.discount}</th>
                <th scope="col">{FIELD_TEXTS.finalPrice}</th>
              </tr>
            </thead>
            <tbody>
              {services.map((s) => (
                <tr key={s.id}>
                  <td data-label={FIELD_TEXTS.service}>{s.service}</td>
                  <td data-label={FIELD_TEXTS.subService}>{s.sub_service}</td>
                  <td data-label={FIELD_TEXTS.listPrice}>
                    {s.list_price} / {s.unit_type}
                  </td>
                  <td data-label={FIELD_TEXTS.discount}>{s.discount}%</td>
                  <td data-label={FIELD_TEXTS.finalPrice}>{s.offered_price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {preview && <ContractPreviewModal target={preview} onClose={() => setPreview(null)} />}
    </>
  );
}

export function EntityCard({
  entity,
  onEdit,
  editing,
}: {
  entity: Entity;
  onEdit: () => void;
  editing: boolean;
}) {
  return (
    <RecordCard
      title={entity.entity_name}
      subtitle={`${entity.entity_code} · ${entity.city}, ${entity.country}`}
      badges={
        <>
          <span className="badge">{entity.currency}</span>
          <span className="badge">{entity.contract_file_type}</span>
          {entity.invoice_details.services.length > 0 && (
            <span className="badge badge--muted">
              {FIELD_TEXTS.services(entity.invoice_details.services.length)}
            </span>
          )}
        </>
      }
      onEdit={onEdit}
      editing={editing}
      testId="entity-card"
    >
      <EntityDetails entity={entity} />
    </RecordCard>
  );
}
