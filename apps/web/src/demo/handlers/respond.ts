import { HttpResponse } from 'msw';
import { errorResponseSchema, isUserFacingMessage, MESSAGES } from '@ops/contracts';
import type { Profile, UserType } from '@ops/contracts';
import type { z } from 'zod';
import { accountByToken } from '../data/accounts';

/**
 * Answers with a sample parsed by the call's response schema, as the server serialises its answers: a
 * sample that drifts from the contract fails here, loudly, instead of showing something the server never
 * would.
 */
export function reply<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as Record<string, unknown>, init);
}

export const failure = (status: number, message: string) =>
  reply(errorResponseSchema, { success: false, message }, { status });

/** The demo account of the bearer token, or null (the caller answers 401 as the server would). */
function signedInAccount(request: Request): Profile | null {
  const header = request.headers.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? (accountByToken(header.slice('Bearer '.length)) ?? null) : null;
}

const notSignedIn = () => failure(401, MESSAGES.notAuthenticated);

/**
 * The server's text for a refused request: the schema's message when it is one written for people, else
 * the generic one (the server's error handler applies the same rule).
 */
function refusalText(issue: { code: string; message: string } | undefined) {
  if (issue && isUserFacingMessage(issue.message)) return issue.message;
  return issue?.code === 'too_big' ? MESSAGES.tooLong : MESSAGES.invalidRequest;
}

type Read<T> = { data: T } | { refusal: Response };

function read<S extends z.ZodType>(schema: S, value: unknown): Read<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data };
  return { refusal: failure(400, refusalText(parsed.error.issues[0])) };
}

/** The request body read with the call's request schema; a refusal answers 400 as the server does. */
export const readBody = async <S extends z.ZodType>(request: Request, schema: S) =>
  read(schema, await request.json().catch(() => null));

/** The query string read with the call's query schema; a refusal answers 400 as the server does. */
export const readQuery = <S extends z.ZodType>(request: Request, schema: S) =>
  read(schema, Object.fromEntries(new URL(request.url).searchParams));

export interface CallInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

type Resolver = (call: CallInfo, account: Profile) => Response | Promise<Response>;

/** A call that needs a session: answered 401 without the demo token, as the server does. */
export const withAccount = (resolve: Resolver) => (call: CallInfo) => {
  const account = signedInAccount(call.request);
  return account ? resolve(call, account) : notSignedIn();
};

/** A call for signed-in users of these types: 401 without a session, 403 for other types, as the server's role guard. */
export const forRoles = (roles: readonly UserType[], resolve: Resolver) =>
  withAccount((call, account) =>
    roles.includes(account.user_type) ? resolve(call, account) : failure(403, MESSAGES.forbidden),
  );
