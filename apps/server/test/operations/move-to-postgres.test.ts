import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { createS3PhotoStorage } from "@fh/api";
import { sqlOf } from "@fh/db";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../src/app";
import { loadConfig } from "../../src/config";
import { moveToPostgres } from "../../src/operations/move-to-postgres";
import { makeFakeSites } from "../fake-sites";
import { answeringPostgres, everyPhoto, everyRow, openDatabase, photoStore, seedHome, throwawayPostgres } from "./helpers";

const postgresUrl = await answeringPostgres();

describe.skipIf(!postgresUrl)(
  postgresUrl ? "moving the embedded database to PostgreSQL" : "moving the embedded database to PostgreSQL (skipped: no PostgreSQL answers at TEST_DATABASE_URL)",
  () => {
    let scratch: string;
    beforeAll(async () => {
      scratch = await mkdtemp(path.join(os.tmpdir(), "fh-move-test-"));
    });
    afterAll(() => rm(scratch, { recursive: true, force: true }));

    /** The pages and API answers a visitor would compare, from a server on that database. */
    async function whatVisitorsSee(env: Record<string, string>): Promise<string[]> {
      const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_CACHE_MB: "0", BACKUP_EVERY_HOURS: "0", ...env });
      const { app } = await buildServer(config, { logger: false, sites: makeFakeSites() });
      try {
        await app.ready();
        const answers: string[] = [];
        const list = await app.inject({ method: "GET", url: "/api/obituaries" });
        expect(list.statusCode).toBe(200);
        answers.push(list.body);
        const body = list.json() as { id: number }[] | { items: { id: number }[] };
        const ids = (Array.isArray(body) ? body : body.items).map((o) => o.id);
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids.slice(0, 3)) {
          for (const url of [`/api/obituaries/${id}`, `/api/obituaries/${id}/guestbook`]) {
            const res = await app.inject({ method: "GET", url });
            expect(res.statusCode, url).toBe(200);
            answers.push(res.body);
          }
        }
        answers.push((await app.inject({ method: "GET", url: "/api/events" })).body);
        return answers;
      } finally {
        await app.close();
      }
    }

    it("copies every row, with counts compared, and the server on PostgreSQL then serves the same pages; a second move into it is refused", async () => {
      const dataDir = path.join(scratch, "home");
      const embedded = openDatabase({ dataDir });
      await seedHome(embedded, photoStore(path.join(dataDir, "uploads")));
      const rows = await everyRow(embedded);
      await embedded.close();

      const target = await throwawayPostgres(postgresUrl!);
      try {
        const report = await moveToPostgres({ dataDir, databaseUrl: target.url });
        expect(report.tables.obituaries).toBeGreaterThan(0);
        const moved = openDatabase({ databaseUrl: target.url });
        expect(await everyRow(moved)).toEqual(rows);
        // Sequences were set past the copied ids: a new row gets a new id.
        const [added] = await sqlOf(moved)(`insert into events (title, event_date, event_time) values ('After the move', '2030-01-01', '10:00 AM') returning id`);
        await moved.close();
        expect(Number(added?.id)).toBeGreaterThan(Math.max(...rows.events!.map((r) => Number((JSON.parse(r) as { id: number }).id))));

        await expect(moveToPostgres({ dataDir, databaseUrl: target.url })).rejects.toThrow(/already holds/);
      } finally {
        await target.drop();
      }
    }, 180_000);

    it("with --photos-to-s3, copies every photo into the bucket, each checked", async () => {
      const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(scratch, "s3"), configureBuckets: [{ name: "photos", configs: [] }] });
      const endpoint = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
      const target = await throwawayPostgres(postgresUrl!);
      const bucket = await createS3PhotoStorage({ endpoint, bucket: "photos", region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });
      try {
        const dataDir = path.join(scratch, "home-photos");
        const local = photoStore(path.join(dataDir, "uploads"));
        const embedded = openDatabase({ dataDir });
        await seedHome(embedded, local);
        await embedded.close();
        const report = await moveToPostgres({ dataDir, databaseUrl: target.url, photos: { from: local, to: bucket } });
        expect(report.photosCopied).toBe(3);
        expect(await everyPhoto(bucket)).toEqual(await everyPhoto(local));
      } finally {
        bucket.close();
        await target.drop();
        await s3.close();
      }
    }, 180_000);

    it("the server on the moved database answers as it did on the embedded one", async () => {
      const dataDir = path.join(scratch, "home-2");
      const embedded = openDatabase({ dataDir });
      await seedHome(embedded, photoStore(path.join(dataDir, "uploads")));
      await embedded.close();
      const before = await whatVisitorsSee({ DATA_DIR: dataDir });
      const target = await throwawayPostgres(postgresUrl!);
      try {
        await moveToPostgres({ dataDir, databaseUrl: target.url });
        expect(await whatVisitorsSee({ DATA_DIR: dataDir, DATABASE_URL: target.url })).toEqual(before);
      } finally {
        await target.drop();
      }
    }, 180_000);
  },
);
