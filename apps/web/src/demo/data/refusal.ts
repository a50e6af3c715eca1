/** A refusal with the server's status and message; the handlers' wrappers (handlers/respond.ts) answer it. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (status: number, message: string): never => {
  throw new Refusal(status, message);
};
