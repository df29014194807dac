/**
 * How a host reads a file the build writes for it (internal-files.ts: the
 * sales ledger's `_ledger.json`, the split tests' `_split-tests.json`):
 * read and parsed once, and undefined when the build has none, which is
 * how a build says that feature is off, or when it cannot be read. The one
 * way for every host: `npm start` and the scripts from the site folder
 * (server/site-build-files.mjs), the Pages Functions through ASSETS, once per
 * isolate (functions/host.ts). No imports: both load this file as it is.
 */

/** The text of the site folder's file `name`, or undefined when there is none. */
export type ReadSiteFile = (name: string) => Promise<string | undefined>;

/** A build file's content, by its name, as the build wrote it. */
export type BuildFiles = <T>(name: string) => Promise<T | undefined>;

/** The build files `read` gives, each read and parsed at its first use. */
export function buildFiles(read: ReadSiteFile): BuildFiles {
  const files = new Map<string, Promise<unknown>>();
  return <T>(name: string) => {
    let file = files.get(name);
    if (!file) {
      file = read(name)
        .then((text) => (text === undefined ? undefined : JSON.parse(text)))
        .catch(() => undefined);
      files.set(name, file);
    }
    return file as Promise<T | undefined>;
  };
}
