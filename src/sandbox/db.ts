/**
 * Durable records: an in-memory model loaded from the data folder at start, one JSON file per
 * record (<dataDir>/<collection>/<id>.json). Every change is on disk before the caller goes on:
 * write a temp file, fsync it, rename it over the record, fsync the folder. A crash at any point
 * leaves either the old or the new record; leftover temp files are removed at load.
 *
 * Writes are synchronous on purpose: a change and its write cannot interleave with another
 * request, and the model never holds anything the disk does not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COLLECTIONS, type CollectionName, type Collections } from './records';

const RECORD_ID = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,127}$/;
const TEMP_SUFFIX = '.tmp';

export type Warn = (message: string) => void;

export class RecordStore {
  private readonly data = new Map<CollectionName, Map<string, unknown>>();
  private tempCounter = 0;

  private constructor(
    readonly dir: string,
    private readonly warn: Warn,
  ) {
    for (const name of COLLECTIONS) this.data.set(name, new Map());
  }

  /** Opens (creating if needed) the data folder and loads every readable record. */
  static open(dir: string, warn: Warn): RecordStore {
    const store = new RecordStore(path.resolve(dir), warn);
    store.load();
    return store;
  }

  get<C extends CollectionName>(collection: C, id: string): Collections[C] | undefined {
    const value = this.map(collection).get(id);
    return value === undefined ? undefined : (structuredClone(value) as Collections[C]);
  }

  list<C extends CollectionName>(collection: C): Collections[C][] {
    return [...this.map(collection).values()].map((v) => structuredClone(v) as Collections[C]);
  }

  /** A collection's record ids, oldest first (in the order they were written, or loaded). */
  ids(collection: CollectionName): string[] {
    return [...this.map(collection).keys()];
  }

  count(): number {
    let total = 0;
    for (const map of this.data.values()) total += map.size;
    return total;
  }

  /** Writes the record durably, then makes it visible. Returns what was stored. */
  put<C extends CollectionName>(collection: C, id: string, value: Collections[C]): Collections[C] {
    const file = this.file(collection, id);
    const json = JSON.stringify(value, null, 2);
    const temp = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${process.pid}.${++this.tempCounter}${TEMP_SUFFIX}`,
    );
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.writeFileSync(fd, json);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    try {
      fs.renameSync(temp, file);
    } catch (error) {
      fs.rmSync(temp, { force: true });
      throw error;
    }
    syncDir(path.dirname(file));
    this.map(collection).set(id, JSON.parse(json));
    return structuredClone(value);
  }

  remove(collection: CollectionName, id: string): void {
    fs.rmSync(this.file(collection, id), { force: true });
    syncDir(this.collectionDir(collection));
    this.map(collection).delete(id);
  }

  /** Removes every record of every collection (the reset). */
  clear(): void {
    for (const collection of COLLECTIONS) {
      const dir = this.collectionDir(collection);
      for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { force: true });
      syncDir(dir);
      this.map(collection).clear();
    }
  }

  private load(): void {
    for (const collection of COLLECTIONS) {
      const dir = this.collectionDir(collection);
      fs.mkdirSync(dir, { recursive: true });
      for (const entry of fs.readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (entry.startsWith('.') && entry.endsWith(TEMP_SUFFIX)) {
          // An interrupted write: the record it was replacing is still whole.
          fs.rmSync(full, { force: true });
          continue;
        }
        if (!entry.endsWith('.json') || entry.startsWith('.')) continue;
        const id = entry.slice(0, -'.json'.length);
        try {
          this.map(collection).set(id, JSON.parse(fs.readFileSync(full, 'utf8')));
        } catch (error) {
          this.warn(
            `sandbox: skipped unreadable record ${collection}/${entry}: ${(error as Error).message}`,
          );
        }
      }
      syncDir(dir);
    }
  }

  private map(collection: CollectionName): Map<string, unknown> {
    const map = this.data.get(collection);
    if (!map) throw new Error(`unknown collection ${collection}`);
    return map;
  }

  private collectionDir(collection: CollectionName): string {
    return path.join(this.dir, collection);
  }

  private file(collection: CollectionName, id: string): string {
    if (!RECORD_ID.test(id)) throw new Error(`invalid record id ${JSON.stringify(id)}`);
    return path.join(this.collectionDir(collection), `${id}.json`);
  }
}

/** Makes a rename or unlink in `dir` durable. Some platforms cannot open folders; they skip it. */
function syncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

export function isValidRecordId(id: string): boolean {
  return RECORD_ID.test(id);
}
