import type { DefaultClient } from '@ops/contracts';
import { useGetInvoicesQuery, useLazyGetInvoiceQuery } from '@/features/clients/api/invoices-api';
import { INVOICE_TEXTS } from '@/features/clients/lib/record-texts';
import { RecordList, RecordPanel } from '../common/record-panel';
import { useRecordEditor } from '../common/use-record-editor';
import { InvoiceCard } from './invoice-card';
import { InvoiceForm } from './invoice-form';
import { invoiceStart, newInvoiceStart } from './invoice-values';

export function InvoicesSection({ client }: { client: DefaultClient }) {
  const [loadInvoice] = useLazyGetInvoiceQuery();
  const list = useGetInvoicesQuery(client.id);
  const editor = useRecordEditor(async (id) => {
    const invoice = await loadInvoice(id).unwrap();
    return { invoice, start: invoiceStart(invoice) };
  });
  const { tab, setTab, editing, formKey, loadingId, edit, backToList } = editor;

  const invoices = list.data ?? [];
  return (
    <RecordPanel
      label={INVOICE_TEXTS.label}
      tab={tab}
      onTabChange={setTab}
      form={
        <InvoiceForm
          key={`${client.id}-${formKey}`}
          clientId={client.id}
          start={editing?.start ?? newInvoiceStart(client.id)}
          editing={editing?.invoice ?? null}
          onSaved={backToList}
          onCancel={editor.cancel}
        />
      }
      list={
        <RecordList query={list} count={invoices.length} emptyText={INVOICE_TEXTS.empty}>
          {invoices.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              editing={loadingId === invoice.id}
              onEdit={() => void edit(invoice.id)}
            />
          ))}
        </RecordList>
      }
    />
  );
}
