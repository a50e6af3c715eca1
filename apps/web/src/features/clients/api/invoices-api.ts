import { API, invoiceListResponseSchema, invoiceResponseSchema } from '@ops/contracts';
import type { Invoice, InvoiceRequest } from '@ops/contracts';
import { clientAreaApi, query } from './base';

interface InvoiceAnswer {
  success: true;
  message: string;
  data: Invoice;
}

const invoicesApi = clientAreaApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<Invoice[], number>({
      query: (cid) => ({ url: `${API.requester.invoice}${query({ cid })}`, auth: true }),
      rawResponseSchema: invoiceListResponseSchema,
      transformResponse: (body: { data: Invoice[] }) => body.data,
      providesTags: ['Invoice'],
    }),
    getInvoice: build.query<Invoice, number>({
      query: (id) => ({ url: API.requester.invoiceById(id), auth: true }),
      rawResponseSchema: invoiceResponseSchema,
      transformResponse: (body: InvoiceAnswer) => body.data,
      keepUnusedDataFor: 0,
    }),
    createInvoice: build.mutation<InvoiceAnswer, InvoiceRequest>({
      query: (body) => ({ url: API.requester.invoice, method: 'POST', body, auth: true }),
      responseSchema: invoiceResponseSchema,
      invalidatesTags: ['Invoice'],
    }),
    updateInvoice: build.mutation<InvoiceAnswer, { id: number; body: InvoiceRequest }>({
      query: ({ id, body }) => ({ url: API.requester.invoiceById(id), method: 'PUT', body, auth: true }),
      responseSchema: invoiceResponseSchema,
      invalidatesTags: ['Invoice'],
    }),
  }),
});

export const {
  useGetInvoicesQuery,
  useLazyGetInvoiceQuery,
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
} = invoicesApi;
