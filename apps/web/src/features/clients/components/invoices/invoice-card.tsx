import type { Invoice } from '@ops/contracts';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';
import { INVOICE_TEXTS } from '@/features/clients/lib/record-texts';
import { DetailList } from '../common/detail-list';
import { RecordCard } from '../common/record-card';

const pct = (value: string | null) => (value === null ? '—' : `${value}%`);

export function InvoiceCard({
  invoice,
  onEdit,
  editing,
}: {
  invoice: Invoice;
  onEdit: () => void;
  editing: boolean;
}) {
  return (
    <RecordCard
      title={INVOICE_TEXTS.title(invoice.id, invoice.default_entity_name)}
      subtitle={INVOICE_TEXTS.valid(invoice.invoice_validity_start, invoice.invoice_validity_end)}
      badges={
        <>
          <span className="badge">{invoice.currency_used}</span>
          <span className="badge badge--muted">{FIELD_TEXTS.services(invoice.list_of_services.length)}</span>
          {invoice.invoice_codes_list.map((code) => (
            <span key={code} className="badge badge--muted">
              {code}
            </span>
          ))}
        </>
      }
      onEdit={onEdit}
      editing={editing}
      testId="invoice-card"
    >
      <DetailList
        items={[
          [INVOICE_TEXTS.discountTypes, invoice.types_of_discounts.join(', ')],
          [
            FIELD_TEXTS.taxes,
            invoice.taxes_list.map((t) => `${t.tax_type.toUpperCase()} ${t.percentage}%`).join(', '),
          ],
          [INVOICE_TEXTS.codes, invoice.invoice_codes_list.join(', ')],
          [FIELD_TEXTS.comments, invoice.comments],
        ]}
      />
      {invoice.list_of_services.length > 0 && (
        <ScrollRegion
          label={FIELD_TEXTS.servicesIn(invoice.currency_used)}
          className="table-scroll table-cards-scroll"
        >
          <table className="price-table table-cards">
            <caption>{FIELD_TEXTS.servicesIn(invoice.currency_used)}</caption>
            <thead>
              <tr>
                <th scope="col">{FIELD_TEXTS.service}</th>
                <th scope="col">{FIELD_TEXTS.subService}</th>
                <th scope="col">{FIELD_TEXTS.listPrice}</th>
                <th scope="col">{FIELD_TEXTS.mslaPrice}</th>
                <th scope="col">{INVOICE_TEXTS.price}</th>
                <th scope="col">{INVOICE_TEXTS.vsList}</th>
                <th scope="col">{INVOICE_TEXTS.vsMsla}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.list_of_services.map((s) => (
                <tr key={s.id}>
                  <td data-label={FIELD_TEXTS.service}>{s.service_name}</td>
                  <td data-label={FIELD_TEXTS.subService}>{s.sub_service_name}</td>
                  <td data-label={FIELD_TEXTS.listPrice}>
                    {s.list_price} / {s.unit_type}
                  </td>
                  <td data-label={FIELD_TEXTS.mslaPrice}>{s.msla_price ?? '—'}</td>
                  <td data-label={INVOICE_TEXTS.price}>{s.offered_price}</td>
                  <td data-label={INVOICE_TEXTS.vsList}>{pct(s.cumm_discount_listprice)}</td>
                  <td data-label={INVOICE_TEXTS.vsMsla}>{pct(s.cumm_discount_mslaprice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </RecordCard>
  );
}
