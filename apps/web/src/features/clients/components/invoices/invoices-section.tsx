import { useState } from 'react';
import toast from 'react-hot-toast';
import type { DefaultClient, Invoice } from '@ops/contracts';
import { errorMessage } from '../../../../shared/api/base-query';
import { useGetInvoicesQuery, useLazyGetInvoiceQuery } from '../../api/invoices-api';
import { ListState, RecordPanel } from '../common/record-panel';
import type { PanelTab } from '../common/record-panel';
import { InvoiceCard } from './invoice-card';
import { InvoiceForm } from './invoice-form';
import { invoiceStart, newInvoiceStart } from './invoice-values';
import type { InvoiceFormStart } from './invoice-values';

export function InvoicesSection({ client }: { client: DefaultClient }) {
  const [tab, setTab] = useState<PanelTab>('list');
  const [editing, setEditing] = useState<{ invoice: Invoice; start: InvoiceFormStart } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const [loadInvoice] = useLazyGetInvoiceQuery();
  const list = useGetInvoicesQuery(client.id);

  const edit = async (id: number) => {
    setLoadingId(id);
    try {
      const invoice = await loadInvoice(id).unwrap();
      setEditing({ invoice, start: invoiceStart(invoice) });
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

  const invoices = list.data ?? [];
  return (
    <RecordPanel
      label="Invoices"
      tab={tab}
      onTabChange={setTab}
      form={
        <InvoiceForm
          key={`${client.id}-${formKey}`}
          clientId={client.id}
          start={editing?.start ?? newInvoiceStart(client.id)}
          editing={editing?.invoice ?? null}
          onSaved={backToList}
          onCancel={editing ? backToList : () => setFormKey((k) => k + 1)}
        />
      }
      list={
        <div className="record-list">
          <ListState
            loading={list.isLoading}
            error={list.error ? errorMessage(list.error) : null}
            empty={invoices.length === 0}
            emptyText="No invoices yet. Add one with the Form tab."
          />
          {invoices.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              editing={loadingId === invoice.id}
              onEdit={() => void edit(invoice.id)}
            />
          ))}
        </div>
      }
    />
  );
}
