import { http } from 'msw';
import { API, getProfileResponseSchema } from '@ops/contracts';
import { reply, withAccount } from './respond';

export const profileHandlers = [
  http.get(
    API.ops.profile,
    withAccount((_call, account) => reply(getProfileResponseSchema, { success: true, data: account })),
  ),
];
