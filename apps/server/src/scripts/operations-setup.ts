import path from "node:path";
import { createLocalPhotoStorage, createS3PhotoStorage, type PhotoStorage } from "@fh/api";
import type { ServerConfig } from "../config";

/** The photo store the server would use: the bucket of S3_*, else DATA_DIR/uploads. */
export async function configuredPhotoStorage(config: ServerConfig): Promise<PhotoStorage & { close?: () => void }> {
  return config.s3 ? createS3PhotoStorage(config.s3) : createLocalPhotoStorage(path.join(config.dataDir, "uploads"));
}

/** A path typed on the command line, read from where it was typed (pnpm runs scripts in the package's folder). */
export const fromInvocation = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What a command prints as it works: plain lines on standard error, so standard output stays for the result. */
export const say = (line: string) => process.stderr.write(`${line}\n`);

export const commandLog = {
  info: (_o: object, message: string) => say(message),
  error: (o: object, message: string) => say(`${message}: ${String((o as { err?: Error }).err?.message ?? "")}`),
};
