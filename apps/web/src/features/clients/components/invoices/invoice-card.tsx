import type { Invoice } from '@ops/contracts';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { countOf } from '../common/count';
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
      title={`Invoice ${invoice.id} · ${invoice.default_entity_name}`}
      subtitle={`Valid ${invoice.invoice_validity_start} to ${invoice.invoice_validity_end}`}
      badges={
        <>
          <span className="badge">{invoice.currency_used}</span>
          <span className="badge badge--muted">{countOf(invoice.list_of_services.length, 'service')}</span>
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
          ['Types of discounts', invoice.types_of_discounts.join(', ')],
          ['Taxes', invoice.taxes_list.map((t) => `${t.tax_type.toUpperCase()} ${t.percentage}%`).join(', ')],
          ['Invoice codes', invoice.invoice_codes_list.join(', ')],
          ['Comments', invoice.comments],
        ]}
      />
      {invoice.list_of_services.length > 0 && (
        <ScrollRegion
          label={`Services in ${invoice.currency_used}`}
          className="table-scroll table-cards-scroll"
        >
          <table className="price-table table-cards">
            <caption>Services in {invoice.currency_used}</caption>
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Sub-service</th>
                <th scope="col">List price</th>
                <th scope="col">MSLA price</th>
                <th scope="col">Invoice price</th>
                <th scope="col">Discount vs list price</th>
                <th scope="col">Discount vs MSLA price</th>
              </tr>
            </thead>
            <tbody>
              {invoice.list_of_services.map((s) => (
                <tr key={s.id}>
                  <td data-label="Service">{s.service_name}</td>
                  <td data-label="Sub-service">{s.sub_service_name}</td>
                  <td data-label="List price">
                    {s.list_price} / {s.unit_type}
                  </td>
                  <td data-label="MSLA price">{s.msla_price ?? '—'}</td>
                  <td data-label="Invoice price">{s.offered_price}</td>
                  <td data-label="Discount vs list price">{pct(s.cumm_discount_listprice)}</td>
                  <td data-label="Discount vs MSLA price">{pct(s.cumm_discount_mslaprice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </RecordCard>
  );
}
