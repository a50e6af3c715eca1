import { formatFileName } from '@ops/contracts';
import type { DeliveredFile, FileDetails } from '@ops/contracts';
import { NOT_FORMATS } from './sample-files';

/** What a delivery's download link stands for: the name it saves under and the files it holds. */
interface DownloadTarget {
  delivery: FileDetails;
  name: string;
  files: string[];
}

const pathOf = (link: string) => new URL(link, 'http://demo').pathname;

/** The delivery, name and files of a download link path, or null when no delivery hands out that link. */
export function findDownload(deliveries: FileDetails[], path: string): DownloadTarget | null {
  for (const delivery of deliveries) {
    const fileLinks = (files: DeliveredFile[]) =>
      files.flatMap((file) =>
        Object.entries(file.links)
          .filter(([format]) => !NOT_FORMATS.has(format))
          .map(([format, link]) => {
            const name = formatFileName(file.name, format);
            return { link, name, files: [name] };
          }),
      );
    const zipOf = (zip: { name: string; link: string } | null | undefined, files: DeliveredFile[]) =>
      zip ? [{ link: zip.link, name: zip.name, files: files.map((f) => f.name) }] : [];
    const candidates = [
      ...fileLinks(delivery.source_files),
      ...zipOf(delivery.input_zip_link, delivery.source_files),
      ...delivery.target_versions.flatMap((v) => [...fileLinks(v.files), ...zipOf(v.zip_link, v.files)]),
    ];
    const found = candidates.find((c) => pathOf(c.link) === path);
    if (found) return { delivery, name: found.name, files: found.files };
  }
  return null;
}
