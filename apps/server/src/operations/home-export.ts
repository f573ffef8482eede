import { Readable } from "node:stream";
import type { PhotoStorage } from "@fh/api";
import { sqlOf, type DatabaseHandle } from "@fh/db";
import { PHOTO_FILENAME_PATTERN } from "@fh/validators";
import yazl from "yazl";

/** A stored photo's name wherever it appears in a memorial's rows (its portrait, the gallery, guests' photos). */
const PHOTO_NAME_ANYWHERE = new RegExp(PHOTO_FILENAME_PATTERN.source.replace(/^\^/, "").replace(/\$$/, ""), "g");

/** The shape of each memorials/<id>.json: documented in docs/operations.md, "The funeral home's own export". */
export interface ExportedMemorial {
  format: 1;
  /** The obituary's row, every column, as the database names it. */
  memorial: Record<string, unknown>;
  /** Its guest book's messages, oldest first, whatever their state. */
  guestBook: Record<string, unknown>[];
  /** Its services (visitation, funeral, burial…), by date. */
  services: Record<string, unknown>[];
  /** Its photo gallery, in the family's order: each photo's row and caption. */
  gallery: Record<string, unknown>[];
  /** Every photo file this memorial uses, as a path inside the ZIP (photos/<name>). */
  photos: string[];
}

async function tableExists(sql: ReturnType<typeof sqlOf>, name: string): Promise<boolean> {
  const [row] = await sql(`select to_regclass($1) is not null as present`, [`public.${name}`]);
  return row?.present === true;
}

/**
 * Every memorial with its guest book, services and photos as one ZIP,
 * streamed: the list of memorial ids is read first (a few bytes each), and
 * each memorial's rows are read only when the ZIP reaches it, so memory
 * stays flat whatever the number of memorials. A photo is written once,
 * under photos/, however many memorials use it.
 */
export async function streamHomeExport(database: DatabaseHandle, storage: PhotoStorage, now: Date = new Date()): Promise<Readable> {
  const sql = sqlOf(database);
  const ids = (await sql(`select id from obituaries order by id`)).map((r) => Number(r.id));
  const hasGallery = await tableExists(sql, "obituary_photos");
  const zip = new yazl.ZipFile();
  const written = new Set<string>();
  const index: { id: number; name: string; status: unknown; file: string }[] = [];

  const memorialOf = async (id: number): Promise<{ json: Buffer; photos: string[] } | null> => {
    const [row] = await sql(`select row_to_json(o) as j from obituaries o where id = $1`, [id]);
    if (!row) return null; // removed since the list was read
    const memorial = row.j as Record<string, unknown>;
    const rows = async (text: string) => (await sql(text, [id])).map((r) => r.j as Record<string, unknown>);
    const exported: ExportedMemorial = {
      format: 1,
      memorial,
      guestBook: await rows(`select row_to_json(g) as j from guest_book_entries g where obituary_id = $1 order by created_at, id`),
      services: await rows(`select row_to_json(s) as j from services s where obituary_id = $1 order by service_date, service_time, id`),
      gallery: hasGallery
        ? await rows(`select row_to_json(x) as j from (select p.*, op.caption, op.position from obituary_photos op join photos p on p.id = op.photo_id where op.obituary_id = $1 order by op.position) x`)
        : [],
      photos: [],
    };
    const names = [...new Set(JSON.stringify(exported).match(PHOTO_NAME_ANYWHERE) ?? [])];
    exported.photos = names.map((name) => `photos/${name}`);
    index.push({ id, name: `${String(memorial.first_name ?? "")} ${String(memorial.last_name ?? "")}`.trim(), status: memorial.status, file: `memorials/${id}.json` });
    return { json: Buffer.from(`${JSON.stringify(exported, null, 2)}\n`), photos: names };
  };

  const mtime = now;
  const addPhotos = (names: string[]) => {
    for (const name of names) {
      if (written.has(name)) continue;
      written.add(name);
      zip.addReadStreamLazy(`photos/${name}`, { mtime, compress: false }, (done) => {
        storage.resolve(name).then(
          (stored) => done(null, stored ? stored.stream : Readable.from([])),
          (error: Error) => done(error, Readable.from([])),
        );
      });
    }
  };
  // One memorial at a time: the next is queued only once the ZIP has reached this one, and its
  // photos go right behind it; the ZIP's own stream waits for the reader.
  const produce = async () => {
    for (const id of ids) {
      await new Promise<void>((reached) => {
        zip.addReadStreamLazy(`memorials/${id}.json`, { mtime }, (done) => {
          memorialOf(id).then(
            (found) => {
              done(null, Readable.from([found?.json ?? Buffer.from("null\n")]));
              addPhotos(found?.photos ?? []);
              reached();
            },
            (error: Error) => {
              done(error, Readable.from([]));
              reached();
            },
          );
        });
      });
    }
    zip.addBuffer(Buffer.from(`${JSON.stringify({ format: 1, exportedAt: now.toISOString(), memorials: index }, null, 2)}\n`), "index.json", { mtime });
    zip.end();
  };
  const output = zip.outputStream as unknown as Readable;
  // A failed read ends the download with an error rather than the process.
  zip.on("error", (error: Error) => output.destroy(error));
  produce().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
