import { useMemo } from 'react';
import { CLIENT_MESSAGES } from '@ops/contracts';
import { isApiError } from '@/shared/api/base-query';
import { useAppDispatch } from '@/shared/state/hooks';
import { lookupsApi } from '../api/lookups-api';
import type { EntityCurrency, InvoiceCurrency } from '../api/lookups-api';

/** Price look-ups that always ask the server (prices may change) and can run for many lines at once. */
export function usePriceLookup() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      listPrice: (subServiceId: number, currency: EntityCurrency) =>
        dispatch(
          lookupsApi.endpoints.getListPrice.initiate(
            { subServiceId, currency },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap(),
      mslaPrice: (subServiceId: number, curr: InvoiceCurrency) =>
        dispatch(
          lookupsApi.endpoints.getMslaPrice.initiate(
            { subServiceId, curr },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap(),
      services: () =>
        dispatch(lookupsApi.endpoints.getServices.initiate(undefined, { subscribe: false })).unwrap(),
    }),
    [dispatch],
  );
}

/** The toast text of a failed list-price look-up: the spec's text when the price is missing. */
export function listPriceFailureText(error: unknown): string {
  if (isApiError(error) && typeof error.status === 'number' && error.status !== 404 && error.status < 500) {
    return error.message;
  }
  return CLIENT_MESSAGES.listPriceNotFoundForSubService;
}
