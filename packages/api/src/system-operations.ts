/** The outcome of one backup, as the System page shows it. */
export interface BackupOutcome {
  /** When it finished or failed (ISO 8601). */
  at: string;
  ok: boolean;
  /** The archive's name, backup-YYYYMMDD-HHMMSS.tar.gz, when it worked. */
  name: string | null;
  size: number | null;
  durationMs: number;
  error: string | null;
  trigger: "schedule" | "staff" | "command";
}

export interface BackupOverview {
  last: BackupOutcome | null;
  running: boolean;
  /** The kept archives, newest first. */
  archives: { name: string; size: number }[];
  /** BACKUP_EVERY_HOURS (0: no schedule) and BACKUP_KEEP. */
  everyHours: number;
  keep: number;
  /** Where the archives are kept: BACKUP_DIR on this server's disk, or BACKUP_S3_BUCKET. */
  kept: "disk" | "bucket";
}

/**
 * What the server lends the owners' System page: its backups. The server
 * makes them (apps/server/src/operations), since only it may open the
 * embedded database; procedures only ask.
 */
export interface SystemOperations {
  backups(): Promise<BackupOverview>;
  /**
   * Starts a backup and answers at once (the page then follows `backups`):
   * a staff mutation runs in the audit's transaction, which the embedded
   * database's dump would otherwise wait for.
   */
  backUpNow(): { started: boolean };
}
