import { delay, HttpResponse } from 'msw';
import {
  errorResponseSchema,
  idParamsSchema,
  MESSAGES,
  refusalMessage,
  unstorableTextRefusal,
} from '@ops/contracts';
import type { Profile, UserType } from '@ops/contracts';
import type { z } from 'zod';
import { accountByToken } from '../data/accounts';
import type { DemoState } from '../data/demo-state';
import { Refusal, refuse } from '../data/refusal';

/**
 * Answers with a sample parsed by the call's response schema, as the server serialises its answers: a
 * sample that drifts from the contract fails here, loudly, instead of showing something the server never
 * would.
 */
export function reply<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as Record<string, unknown>, init);
}

/** The time a call takes in the demo, when the state is paced. */
export const pace = (state: DemoState, ms: number) => (state.paced ? delay(ms) : Promise.resolve());

export const failure = (status: number, message: string) =>
  reply(errorResponseSchema, { success: false, message }, { status });

/** The demo account of the bearer token, or null (the caller answers 401 as the server would). */
function signedInAccount(request: Request): Profile | null {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? (accountByToken(header.slice('Bearer '.length)) ?? null) : null;
}

/**
 * Validates with a schema, refusing (400) with the contracts' refusal rule, as the server does; first, as
 * the server's text guard, text no column could store (the contracts' unstorableTextRefusal).
 */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  refuseUnstorable(value);
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : refuse(400, refusalMessage(parsed.error.issues[0]));
}

/** Refuses (400) text no column could store, with the server's text guard's message (one contracts rule). */
export function refuseUnstorable(value: unknown): void {
  const unstorable = unstorableTextRefusal(value);
  if (unstorable) refuse(400, unstorable);
}

/** The server's text guard on the path and the query, which it runs once the caller is known. */
function guardPathAndQuery({ request, params }: CallInfo) {
  refuseUnstorable(params);
  refuseUnstorable(Object.fromEntries(new URL(request.url).searchParams));
}

/** The request body read with the call's request schema; a refusal answers 400 as the server does. */
export const readBody = async <S extends z.ZodType>(request: Request, schema: S) =>
  parseOr400(schema, await request.json().catch(() => null));

/** The query string read with the call's query schema; a refusal answers 400 as the server does. */
export const readQuery = <S extends z.ZodType>(request: Request, schema: S) =>
  parseOr400(schema, Object.fromEntries(new URL(request.url).searchParams));

export interface CallInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

/** The record the path names; a path no id could take answers 404 (the server's check of params). */
export function pathId({ params }: CallInfo): number {
  const parsed = idParamsSchema.safeParse(params);
  return parsed.success ? parsed.data.id : refuse(404, MESSAGES.notFound);
}

type Answer = Response | Promise<Response>;
type Resolver = (call: CallInfo, account: Profile) => Answer;

/** A Refusal thrown on the way is answered with its status and message. */
const answering =
  (resolve: (call: CallInfo) => Answer) =>
  async (call: CallInfo): Promise<Response> => {
    try {
      return await resolve(call);
    } catch (error) {
      if (error instanceof Refusal) return failure(error.status, error.message);
      throw error;
    }
  };

/** A call open to anyone. */
export const open = (resolve: (call: CallInfo) => Answer) =>
  answering((call) => {
    guardPathAndQuery(call);
    return resolve(call);
  });

/** A call that needs a session: answered 401 without the demo token, as the server does. */
export const withAccount = (resolve: Resolver) =>
  answering((call) => {
    const account = signedInAccount(call.request);
    if (!account) return failure(401, MESSAGES.notAuthenticated);
    guardPathAndQuery(call);
    return resolve(call, account);
  });

/** A call for signed-in users of these types: 401 without a session, 403 for other types, as the server's role guard. */
export const forRoles = (roles: readonly UserType[], resolve: Resolver) =>
  withAccount((call, account) =>
    roles.includes(account.user_type) ? resolve(call, account) : failure(403, MESSAGES.forbidden),
  );
