import { RECIPIENT_PAGE_PATH } from '@ops/contracts';

/** The list lives on the portal's own page; a delivery under it. */
export const PORTAL_HOME = RECIPIENT_PAGE_PATH;
export const deliveryPath = (id: number | string) => `${RECIPIENT_PAGE_PATH}/deliveries/${id}`;
