import type { UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { invoiceCurrencyToIso } from '@ops/contracts';
import type { InvoiceRequest } from '@ops/contracts';
import type { InvoiceCurrency } from '@/features/clients/api/lookups-api';
import { hasPrice } from '@/features/clients/lib/money';
import { listPriceFailureText, usePriceLookup } from '@/features/clients/lib/price-lookup';
import type { useLineMeta } from '../common/use-line-meta';
import type { InvoiceLineMeta } from './invoice-values';

type Lines = ReturnType<typeof useLineMeta<InvoiceLineMeta>>;
export const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The invoice's price lines: a sub-service choice resets the line to 0 and loads its list price (ISO
 * currency) and MSLA price (invoice currency); without a list price the sub-service is reset.
 */
export function useInvoicePricing(form: UseFormReturn<InvoiceRequest>, lines: Lines) {
  const lookup = usePriceLookup();
  const { setValue, getValues } = form;

  const resetLine = (key: number) => {
    const index = lines.indexOf(key);
    lines.patch(key, { listPrice: null, mslaPrice: null, loading: false, subServiceName: '' });
    setValue(`list_of_services.${index}.sub_service`, undefined);
    setValue(`list_of_services.${index}.offered_price`, '0');
  };

  const loadPrices = async (key: number, subServiceId: number, currency: InvoiceCurrency) => {
    const stillCurrent = lines.begin(key);
    lines.patch(key, { listPrice: null, mslaPrice: null, loading: true });
    try {
      const [list, msla] = await Promise.all([
        lookup.listPrice(subServiceId, invoiceCurrencyToIso(currency)),
        lookup.mslaPrice(subServiceId, currency).catch(() => null),
      ]);
      if (!stillCurrent()) return;
      if (!hasPrice(list.list_price)) throw new Error('No list price');
      const mslaPrice = msla && hasPrice(msla.list_price) ? msla.list_price : null;
      lines.patch(key, { listPrice: list.list_price, mslaPrice, unitType: list.unit_type, loading: false });
    } catch (error) {
      if (!stillCurrent()) return;
      toast.error(listPriceFailureText(error), { id: 'list-price-failure' });
      resetLine(key);
    }
  };

  return {
    chooseService: (index: number, serviceId: number | null) => {
      const line = lines.latest.current[index];
      if (!line) return;
      lines.begin(line.key);
      lines.patch(line.key, {
        serviceId,
        listPrice: null,
        mslaPrice: null,
        loading: false,
        subServiceName: '',
      });
      setValue(`list_of_services.${index}.sub_service`, undefined);
      setValue(`list_of_services.${index}.offered_price`, '0');
    },
    chooseSubService: (index: number, subServiceId: number | null, label: string) => {
      const line = lines.latest.current[index];
      if (!line) return;
      setValue(`list_of_services.${index}.sub_service`, subServiceId ?? undefined, {
        shouldValidate: form.formState.isSubmitted,
      });
      setValue(`list_of_services.${index}.offered_price`, '0');
      lines.patch(line.key, { subServiceName: label, listPrice: null, mslaPrice: null });
      if (subServiceId) void loadPrices(line.key, subServiceId, getValues('currency_used') ?? 'USD');
    },
    /** Another currency: every chosen sub-service is priced again. */
    reprice: (currency: InvoiceCurrency) => {
      lines.latest.current.forEach((line, index) => {
        const subServiceId = idOf(getValues(`list_of_services.${index}.sub_service`));
        if (subServiceId) void loadPrices(line.key, subServiceId, currency);
      });
    },
  };
}
