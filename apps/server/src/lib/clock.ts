/** The server's source of time; tests pass a clock they can move forward. */
export interface Clock {
  now(): Date;
  /** Waits this long (a test clock moves forward instead, at once). */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
