// A language is its catalogue file, locales/<tag>.json (decision 0042): the languages are the folder's files,
// so adding a file adds a language. Vite (the web app, the demo, every Vitest suite) lists the folder when it
// builds, each file a chunk of its own; the server's Node build lists it as this module loads.

/** A language's messages by id, as in locales/<locale>.json. */
export type Catalogue = Readonly<Record<string, string>>;
type Loaders = Record<string, () => Promise<Catalogue>>;
/** What Vite gives `import.meta` (written out here: the contracts do not depend on Vite). */
interface ViteMeta {
  env?: object;
  glob<T>(pattern: string, options: { import: 'default' }): Record<string, () => Promise<T>>;
}

/** A catalogue's file name: a language tag ('de', 'pt-BR') and '.json'. */
const CATALOGUE_FILE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*\.json$/;
const tagOf = (file: string) => file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
/** A file Intl can speak: its name a well-formed language tag, as written ('pt-BR', not 'pt_br'). */
function isCatalogueFile(file: string) {
  const name = file.replace(/^.*[\\/]/, '');
  if (!CATALOGUE_FILE.test(name)) return false;
  try {
    return Intl.getCanonicalLocales(tagOf(name))[0] === tagOf(name);
  } catch {
    return false;
  }
}

/** The catalogue files in a folder, by tag (read synchronously: once, as a module loads). */
export function catalogueFilesIn(folder: URL): Loaders {
  const fs = process.getBuiltinModule('node:fs');
  const loaders: Loaders = {};
  for (const file of fs.readdirSync(folder).filter(isCatalogueFile))
    loaders[tagOf(file)] = async () =>
      JSON.parse(await fs.promises.readFile(new URL(file, folder), 'utf8')) as Catalogue;
  return loaders;
}

const byTag = (files: Record<string, () => Promise<Catalogue>>): Loaders =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => isCatalogueFile(file))
      .map(([file, load]) => [tagOf(file), load]),
  );

// import.meta.env exists only where Vite transformed this module, and there the globs below are literals
// (Vite rewrites `import.meta.glob` calls as written, so each is spelled out).
const vite = Boolean((import.meta as unknown as ViteMeta).env);
// The folder's address is built from a variable: Vite would bundle a literal `new URL('…', import.meta.url)`.
const here = import.meta.url;

/** The recipients' portal and mails: locales/<tag>.json. */
export const CATALOGUE_FILES: Loaders = vite
  ? byTag((import.meta as unknown as ViteMeta).glob<Catalogue>('./locales/*.json', { import: 'default' }))
  : catalogueFilesIn(new URL('locales/', here));

/** The staff console: locales/console/<tag>.json (decision 0043). */
export const CONSOLE_CATALOGUE_FILES: Loaders = vite
  ? byTag(
      (import.meta as unknown as ViteMeta).glob<Catalogue>('./locales/console/*.json', { import: 'default' }),
    )
  : catalogueFilesIn(new URL('locales/console/', here));
