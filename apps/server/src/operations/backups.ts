import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { createS3ArchiveStore, enqueueStaffEmail, staffBackupFailed, type ArchiveObject, type NotificationSettings, type PhotoStorage, type S3ArchiveStore, type SystemOperations, type BackupOutcome } from "@fh/api";
import type { DatabaseHandle } from "@fh/db";
import { adminPages, type Business } from "@fh/validators";
import type { BackupSettings } from "../config";
import { BACKUP_NAME, createBackup } from "./backup";

/** What the System page and the metrics show of the last backup. */
export interface BackupStatus {
  /** When it finished (or failed). */
  at: string;
  ok: boolean;
  name: string | null;
  /** Where the archive is: its path on this server's disk, or s3://bucket/backups/name. */
  location: string | null;
  size: number | null;
  durationMs: number;
  /** What went wrong, for a failed one. */
  error: string | null;
  trigger: "schedule" | "staff" | "command";
}

export interface BackupManagerOptions {
  settings: BackupSettings;
  database: DatabaseHandle;
  databaseUrl: string | undefined;
  storage: PhotoStorage;
  /** Staff hear of a failed backup through the outbox; no email when absent. */
  notify?: { settings: NotificationSettings; business: Business };
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
  now?: () => Date;
}

const STATUS_FILE = "last-backup.json";

/**
 * Makes backups one at a time (a second request while one runs waits for
 * it), keeps the newest BACKUP_KEEP (in BACKUP_DIR, or in BACKUP_S3_BUCKET),
 * remembers the last outcome in BACKUP_DIR/last-backup.json, and on failure
 * writes an email to staff into the outbox.
 */
export class BackupManager {
  private running: Promise<BackupStatus> | null = null;
  private last: BackupStatus | null | undefined;
  private bucket: Promise<S3ArchiveStore> | null = null;
  private readonly now: () => Date;
  /** The newest archive this server made: its name is never used again, wherever it was kept. */
  private lastName: string | null = null;

  constructor(private readonly options: BackupManagerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  get settings(): BackupSettings {
    return this.options.settings;
  }

  async status(): Promise<BackupStatus | null> {
    if (this.last === undefined) {
      try {
        this.last = JSON.parse(await readFile(path.join(this.settings.dir, STATUS_FILE), "utf8")) as BackupStatus;
      } catch {
        this.last = null;
      }
    }
    return this.last;
  }

  get inProgress(): boolean {
    return this.running !== null;
  }

  run(trigger: BackupStatus["trigger"]): Promise<BackupStatus> {
    this.running ??= this.make(trigger).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async make(trigger: BackupStatus["trigger"]): Promise<BackupStatus> {
    const started = Date.now();
    let status: BackupStatus;
    try {
      // An archive sent to the bucket leaves BACKUP_DIR, so the last one's name is remembered: a second within the same second must not replace it.
      const sources = { database: this.options.database, databaseUrl: this.options.databaseUrl, storage: this.options.storage };
      const made = await createBackup(sources, this.settings.dir, this.now, (name) => name === this.lastName);
      this.lastName = made.name;
      let location = made.path;
      if (this.settings.s3) {
        await (await this.store()).put(made.name, made.path);
        await rm(made.path, { force: true });
        location = `s3://${this.settings.s3.bucket}/backups/${made.name}`;
      }
      status = { at: this.now().toISOString(), ok: true, name: made.name, location, size: made.size, durationMs: Date.now() - started, error: null, trigger };
      this.options.log.info({ event: "backup.made", name: made.name, size: made.size, durationMs: status.durationMs, trigger }, "backup made");
      await this.prune();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      status = { at: this.now().toISOString(), ok: false, name: null, location: null, size: null, durationMs: Date.now() - started, error: message.slice(0, 2000), trigger };
      this.options.log.error({ event: "backup.failed", err: error, trigger }, "backup failed");
      await this.tellStaff(status).catch((err: unknown) => this.options.log.error({ err }, "could not write the failed backup's email to the outbox"));
    }
    this.last = status;
    await mkdir(this.settings.dir, { recursive: true });
    await writeFile(path.join(this.settings.dir, STATUS_FILE), `${JSON.stringify(status, null, 2)}\n`);
    return status;
  }

  private async tellStaff(status: BackupStatus): Promise<void> {
    const notify = this.options.notify;
    if (!notify) return;
    const email = staffBackupFailed(notify.business, { at: new Date(status.at), error: status.error ?? "unknown", systemUrl: `${notify.settings.adminUrl}${adminPages.system}` });
    await enqueueStaffEmail(this.options.database.db, notify.settings, "staff.backup_failed", email, this.now());
  }

  private store(): Promise<S3ArchiveStore> {
    this.bucket ??= createS3ArchiveStore(this.settings.s3!, (name) => BACKUP_NAME.test(name));
    return this.bucket;
  }

  /** The archives kept, newest first. */
  async list(): Promise<ArchiveObject[]> {
    let found: ArchiveObject[];
    if (this.settings.s3) {
      found = await (await this.store()).list();
    } else {
      const names = (await readdir(this.settings.dir).catch(() => [] as string[])).filter((name) => BACKUP_NAME.test(name));
      found = await Promise.all(
        names.map(async (name) => {
          const info = await stat(path.join(this.settings.dir, name));
          return { name, size: info.size, modifiedAt: info.mtime };
        }),
      );
    }
    // The name holds the time, so it sorts them.
    return found.sort((a, b) => b.name.localeCompare(a.name));
  }

  /** Keeps the newest BACKUP_KEEP archives. */
  async prune(): Promise<string[]> {
    const removed = (await this.list()).slice(this.settings.keep).map((a) => a.name);
    for (const name of removed) {
      if (this.settings.s3) await (await this.store()).remove(name);
      else await rm(path.join(this.settings.dir, name), { force: true });
    }
    return removed;
  }

  /** One archive's bytes, for its download; null when it is not one of the kept archives. */
  async open(name: string): Promise<{ stream: Readable; size: number } | null> {
    if (!BACKUP_NAME.test(name)) return null;
    if (this.settings.s3) return (await this.store()).open(name);
    const file = path.join(this.settings.dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(file), size: info.size };
  }

  async close(): Promise<void> {
    await this.running?.catch(() => {});
    if (this.bucket) (await this.bucket).close();
  }
}

/** The last backup as the System page shows it: not where it lies on this server's disk (the page offers its download). */
function outcomeOf(status: BackupStatus | null): BackupOutcome | null {
  if (!status) return null;
  const { at, ok, name, size, durationMs, error, trigger } = status;
  return { at, ok, name, size, durationMs, error, trigger };
}

/** What the owners' System page asks of the backups (packages/api's SystemOperations). */
export function systemOperationsOf(backups: BackupManager): SystemOperations {
  return {
    backups: async () => ({
      last: outcomeOf(await backups.status()),
      running: backups.inProgress,
      archives: (await backups.list()).map(({ name, size }) => ({ name, size })),
      everyHours: backups.settings.everyHours,
      keep: backups.settings.keep,
      kept: backups.settings.s3 ? "bucket" : "disk",
    }),
    backUpNow: () => {
      const started = !backups.inProgress;
      // Its outcome is kept in last-backup.json and, when it fails, emailed to staff.
      void backups.run("staff");
      return { started };
    },
  };
}
