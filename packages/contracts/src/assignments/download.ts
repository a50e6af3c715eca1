import { z } from 'zod';

/**
 * GET on a file's link (part 3 section 7): the browser sends where and on what it downloads, the server
 * logs the download and answers a short-lived URL that streams the file.
 */
export const downloadLinkQuerySchema = z.object({
  ip: z.string().trim().max(64).optional(),
  address: z.string().trim().max(300).optional(),
  platform: z.string().trim().max(60).optional(),
  device: z.string().trim().max(60).optional(),
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value): boolean => value === 'true'),
});
export type DownloadLinkQuery = z.input<typeof downloadLinkQuerySchema>;

export const downloadLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  download_url: z.string(),
});
export type DownloadLinkResponse = z.infer<typeof downloadLinkResponseSchema>;
