import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { DELIVERY_TEXTS, DELIVER_FAILED_MS, FETCHING_DOT_MS, FLASH_MS } from '@ops/contracts';
import type { DeliverRequest, DeliverResponse } from '@ops/contracts';
import { errorMessage } from '@/shared/api/base-query';
import { useDeliverMutation } from '../api/delivery-api';
import type { Flow } from '../lib/wizard-types';

type DeliverPhase = 'idle' | 'delivering' | 'fetched' | 'failed';

/**
 * The deliver call and its button texts: 'Fetching.' to 'Fetching...' each second while it runs, then
 * 'Fetched!!' for a second before `onDelivered`; on failure 'Failed to upload !' for two seconds and a toast.
 */
export function useDeliver(flow: Flow, onDelivered: (answer: DeliverResponse) => void) {
  const [deliver] = useDeliverMutation();
  const [phase, setPhase] = useState<DeliverPhase>('idle');
  const [dots, setDots] = useState(1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const delivered = useRef(onDelivered);
  useEffect(() => {
    delivered.current = onDelivered;
  });

  useEffect(() => {
    if (phase !== 'delivering') return;
    const ticker = setInterval(() => setDots((d) => (d % 3) + 1), FETCHING_DOT_MS);
    return () => clearInterval(ticker);
  }, [phase]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (request: DeliverRequest) => {
      setDots(1);
      setPhase('delivering');
      const result = await deliver({ flow, request });
      if (result.error) {
        setPhase('failed');
        toast.error(errorMessage(result.error));
        timer.current = setTimeout(() => setPhase('idle'), DELIVER_FAILED_MS);
        return;
      }
      setPhase('fetched');
      const answer = result.data;
      timer.current = setTimeout(() => delivered.current(answer), FLASH_MS);
    },
    [deliver, flow],
  );

  const label =
    phase === 'delivering'
      ? `${DELIVERY_TEXTS.fetching}${'.'.repeat(dots - 1)}`
      : phase === 'fetched'
        ? DELIVERY_TEXTS.fetched
        : phase === 'failed'
          ? DELIVERY_TEXTS.failedDeliver
          : null;

  return { run, phase, label };
}
