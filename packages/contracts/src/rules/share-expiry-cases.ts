/**
 * A share's end (rules/share-records.ts, `shareInForceAt`): each case gives the recipient's share an end
 * `endsInMs` from now (null: none) and states whether the delivery still opens for them: listed in their
 * portal and answered by its detail call, else left out and answered as not shared; the staff's shared log
 * lists a share only while it opens the delivery. The rule's own test,
 * the server's portal routes and the demo's portal handlers run every case.
 */
export const SHARE_EXPIRY_CASES: readonly { name: string; endsInMs: number | null; opens: boolean }[] = [
  { name: 'a share without an end opens the delivery', endsInMs: null, opens: true },
  { name: 'a share ending in a minute still opens it', endsInMs: 60_000, opens: true },
  { name: 'a share that ended a minute ago no longer opens it', endsInMs: -60_000, opens: false },
  { name: 'a share ending at this very moment no longer opens it', endsInMs: 0, opens: false },
];
