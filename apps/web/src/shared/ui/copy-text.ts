import toast from 'react-hot-toast';

/**
 * Copies `text` to the clipboard; answers whether it worked. A toast says `copied` when given and it worked,
 * `failed` (ask to select and copy by hand) when the clipboard is not available or refused.
 */
export async function copyText(text: string, words: { copied?: string; failed: string }) {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available.');
    await navigator.clipboard.writeText(text);
  } catch {
    toast.error(words.failed);
    return false;
  }
  if (words.copied) toast.success(words.copied);
  return true;
}
