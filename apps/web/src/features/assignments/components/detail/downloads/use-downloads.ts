import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { CLIENT_MESSAGES, DOWNLOAD_STAGGER_MS } from '@ops/contracts';
import { isApiError } from '@/shared/api/base-query';
import { saveFromUrl } from '@/shared/downloads/save-from-url';
import { useAppDispatch } from '@/shared/state/hooks';
import { notFoundErrorRaised } from '@/shared/state/ui-slice';
import { useGetDownloadUrlMutation } from '@/features/assignments/api/assignments-api';
import { clientInfo } from './client-info';
import type { DownloadJob } from './file-links';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Downloads links one by one, DOWNLOAD_STAGGER_MS apart: each link is asked for its short-lived URL with
 * the platform and device, then saved under the job's name. A network failure raises the not-found page
 * state and stops the batch; any other failure shows the download problem toast (once per batch) and the
 * batch goes on.
 */
export function useDownloads() {
  const [getDownloadUrl] = useGetDownloadUrlMutation();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(
    async (jobs: DownloadJob[]) => {
      if (jobs.length === 0) return;
      setBusy(true);
      try {
        for (const [index, job] of jobs.entries()) {
          // The batch goes on when the user moves to another tab or delivery meanwhile.
          if (index > 0) await wait(DOWNLOAD_STAGGER_MS);
          try {
            const url = await getDownloadUrl({
              link: job.link,
              params: { ip: '', address: '', ...clientInfo(), all: job.all ? 'true' : 'false' },
            }).unwrap();
            saveFromUrl(url, job.name);
          } catch (error) {
            if (isApiError(error) && error.status === 'FETCH_ERROR') {
              dispatch(notFoundErrorRaised());
              return;
            }
            toast.error(CLIENT_MESSAGES.downloadProblem, { id: 'download-problem' });
          }
        }
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [dispatch, getDownloadUrl],
  );

  return { start, busy };
}
