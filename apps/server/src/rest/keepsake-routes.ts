import { UPLOADS_PREFIX, type ApiDeps } from "@fh/api";
import { obituaryPath, slugify } from "@fh/validators";
import type { FastifyPluginAsync } from "fastify";
import type { ContextFactory } from "../context";
import { renderKeepsakePdf } from "../web/keepsake-pdf";
import { qrPng, qrSvg } from "../web/qr";
import { publicOriginOf } from "../web/seo";
import { pathId, shim } from "./shim";

/** The cover photo's bytes when it is one of our uploads (an outside address is not fetched: no server-side requests to others' hosts). */
async function uploadedPhoto(deps: ApiDeps, photoUrl: string | null): Promise<Buffer | null> {
  if (!photoUrl?.startsWith(UPLOADS_PREFIX)) return null;
  if (!deps.storage) return null;
  const stored = await deps.storage.resolve(photoUrl.slice(UPLOADS_PREFIX.length)).catch(() => null);
  if (!stored) return null;
  const parts: Buffer[] = [];
  for await (const chunk of stored.stream) parts.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(parts);
}

/**
 * Staff downloads per obituary (issue 14): the Book of Memories PDF and the
 * QR code that opens the obituary's page, as SVG and PNG. Each goes through
 * a staff procedure first (admin.obituaries.keepsake), so no session means
 * 401 and an unknown obituary 404, as every staff route.
 */
export const keepsakeRoutesPlugin: FastifyPluginAsync<{ createContext: ContextFactory; deps: ApiDeps; publicOrigin: string | undefined }> = async (
  app,
  { createContext, deps, publicOrigin },
) => {
  app.get(
    "/api/admin/obituaries/:id/keepsake.pdf",
    shim(createContext, async ({ caller, params, reply }) => {
      const keepsake = await caller.admin.obituaries.keepsake({ id: pathId(params.id) });
      const pdf = await renderKeepsakePdf(keepsake, deps.business, { photo: await uploadedPhoto(deps, keepsake.obituary.photoUrl) });
      const file = slugify("book-of-memories", keepsake.obituary.firstName, keepsake.obituary.lastName);
      return reply.type("application/pdf").header("content-disposition", `attachment; filename="${file}.pdf"`).send(pdf);
    }),
  );
  for (const format of ["svg", "png"] as const) {
    app.get(
      `/api/admin/obituaries/:id/qr.${format}`,
      shim(createContext, async ({ caller, params, reply, req }) => {
        const { obituary } = await caller.admin.obituaries.keepsake({ id: pathId(params.id) });
        const url = `${publicOriginOf(req, publicOrigin)}${obituaryPath(obituary.id)}`;
        const name = slugify("qr", obituary.firstName, obituary.lastName);
        reply.header("content-disposition", `attachment; filename="${name}.${format}"`);
        return format === "svg" ? reply.type("image/svg+xml").send(await qrSvg(url)) : reply.type("image/png").send(await qrPng(url));
      }),
    );
  }
};
