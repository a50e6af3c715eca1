import { useCallback, useState } from 'react';
import { toast } from 'react-hot-toast';
import { errorMessage, isApiError } from '@/shared/api/base-query';
import { saveFromUrl } from '@/shared/downloads/save-from-url';
import { useTranslator } from '@/shared/i18n/language-context';
import { useRecipientDownloadMutation } from '../api/recipients-api';
import type { DownloadRequest } from '../api/recipients-api';

/**
 * Asks for a file's (or the version zip's) short-lived URL and hands it to the browser as a download.
 * `pending` names the download in flight, so only its button waits.
 */
export function useRecipientDownload() {
  const [download] = useRecipientDownloadMutation();
  const [pending, setPending] = useState<string | null>(null);
  const { text } = useTranslator();

  const start = useCallback(
    async (key: string, request: DownloadRequest) => {
      setPending(key);
      const result = await download(request);
      setPending(null);
      if (result.error) {
        // A 401 ends the session and a 404 (the share ended) turns the page into a notice, each saying
        // so there; anything else is told here.
        if (!(isApiError(result.error) && (result.error.status === 401 || result.error.status === 404))) {
          toast.error(text(errorMessage(result.error)));
        }
        return;
      }
      saveFromUrl(result.data.download_url, result.data.name);
    },
    [download, text],
  );

  return { start, pending };
}
