import { useState } from 'react';
import toast from 'react-hot-toast';
import { CLIENT_MESSAGES, ENTITY_CURRENCIES, SHARE_TYPES } from '@ops/contracts';
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
import { countOf } from '../common/count';
import { DetailList } from '../common/detail-list';
import { RecordCard } from '../common/record-card';
import { ContractPreviewModal } from './contract-preview-modal';
import type { ContractPreviewTarget } from './contract-preview-modal';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const shareLabel = (value: string | null) => SHARE_TYPES.find((s) => s.value === value)?.label ?? null;
const range = (from: string | null, to: string | null) =>
  from || to ? `${from ?? '…'} to ${to ?? '…'}` : null;

function CurrencyChanger({ entity }: { entity: Entity }) {
  const [currency, setCurrency] = useState<EntityCurrency>(entity.currency);
  const [update, { isLoading }] = useUpdateEntityCurrencyMutation();
  const apply = async () => {
    const result = await update({ id: entity.id, currency });
    if (result.error) toast.error(failureText(result.error, CLIENT_MESSAGES.failedUpdateEntity));
    else toast.success(result.data.message || CLIENT_MESSAGES.currencyUpdated);
  };
  return (
    <div className="currency-changer">
      <label className="field__label" htmlFor={`currency-${entity.id}`}>
        Change currency
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
        Update currency
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
  return (
    <>
      <DetailList
        items={[
          ['Address', [entity.address1, entity.address2].filter(Boolean).join(', ')],
          ['Zip code', entity.zip_code],
          ['Company registration', entity.company_reg_no],
          ['Registration validity', entity.company_reg_validity],
          ['Tax registration', entity.tax_reg_no],
          ['Tax validity', entity.tax_validity],
          ['External sharing', yesNo(entity.is_external)],
          ['File sharing platform', entity.file_sharing_platform],
          ['Share type', shareLabel(entity.file_shared_type)],
          ['Charge code', entity.uses_charge_code ? entity.charge_code : 'Not used'],
          ['Contract type', entity.contract_file_type],
          ['MSLA entity', yesNo(entity.is_msla)],
          ['Contract validity', range(entity.contract_validity_start, entity.contract_validity_end)],
          ['Storage duration', `${entity.file_duration} days`],
          ['Taxes', entity.tax_list.map((t) => `${t.tax_type} ${t.percentage}%`).join(', ')],
        ]}
      />
      <div className="record-card__row">
        <span className="field__label">Contract file</span>
        {entity.contract ? (
          <>
            <span className="contract-file__name">{entity.contract.filename}</span>
            <Button
              variant="secondary"
              className="btn--small"
              loading={isFetching}
              onClick={() => void openPreview()}
            >
              Preview contract
            </Button>
          </>
        ) : (
          <span>—</span>
        )}
      </div>
      <CurrencyChanger entity={entity} />
      {services.length > 0 && (
        <ScrollRegion
          label={`Services in ${entity.invoice_details.currency}`}
          className="table-scroll table-cards-scroll"
        >
          <table className="price-table table-cards">
            <caption>Services in {entity.invoice_details.currency}</caption>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Sub-service</th>
                <th scope="col">List price</th>
                <th scope="col">Discount</th>
                <th scope="col">Final sell price</th>
              </tr>
            </thead>
            <tbody>
              {services.map((s) => (
                <tr key={s.id}>
                  <td data-label="Service">{s.service}</td>
                  <td data-label="Sub-service">{s.sub_service}</td>
                  <td data-label="List price">
                    {s.list_price} / {s.unit_type}
                  </td>
                  <td data-label="Discount">{s.discount}%</td>
                  <td data-label="Final sell price">{s.offered_price}</td>
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
              {countOf(entity.invoice_details.services.length, 'service')}
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
