import type { PassThrough } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileBaseName, windowsSafeName } from '@ops/contracts';
import type { Db } from '@/db/client.js';
import { deliveryFiles, deliveryVersions, fileObjects } from '@/db/delivery-schema.js';
import type { StorageDriver } from '@/storage/storage-driver.js';

/**
 * The stored objects of one version (0: the input files), each named `file.format`, names made unique and
 * safe to unzip on Windows (a reserved name such as CON stored before the rule gets an underscore).
 */
export async function zipEntries(db: Db, deliveryId: number, version: number) {
  const versionFilter =
    version === 0
      ? isNull(deliveryFiles.version_id)
      : inArray(
          deliveryFiles.version_id,
          db
            .select({ id: deliveryVersions.id })
            .from(deliveryVersions)
            .where(and(eq(deliveryVersions.delivery_id, deliveryId), eq(deliveryVersions.version, version))),
        );
  const rows = await db
    .select({ name: deliveryFiles.name, format: fileObjects.format, key: fileObjects.storage_key })
    .from(fileObjects)
    .innerJoin(deliveryFiles, eq(deliveryFiles.id, fileObjects.file_id))
    .where(and(eq(deliveryFiles.delivery_id, deliveryId), versionFilter));
  const used = new Set<string>();
  return rows.map((row) => {
    const base = windowsSafeName(fileBaseName(row.name));
    let name = `${base}.${row.format}`;
    for (let n = 2; used.has(name); n++) name = `${base} (${n}).${row.format}`;
    used.add(name);
    return { name, key: row.key };
  });
}

/** A zip streamed as it is written: each stored file is opened only when the zip reaches it. */
export async function streamZip(storage: StorageDriver, entries: { name: string; key: string }[]) {
  // Loaded on the first zip download, not at boot.
  const { default: yazl } = await import('yazl');
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, (callback) => {
      storage.get(entry.key).then(
        (object) =>
          object
            ? callback(null, object.stream)
            : callback(new Error(`missing ${entry.key}`), undefined as never),
        (error) => callback(error, undefined as never),
      );
    });
  }
  // A stored file gone mid-zip (erased meanwhile) ends the download instead of leaving it hanging.
  zip.on('error', (error: Error) => (zip.outputStream as PassThrough).destroy(error));
  zip.end();
  return zip.outputStream;
}
