import type { ApiDeps } from "@fh/api";
import { obituaryPath, slugify } from "@fh/validators";
import type { FastifyPluginAsync } from "fastify";
import type { ContextFactory } from "../context";
import { keepsakeGallery, renderKeepsakePdf } from "../web/keepsake-pdf";
import { memorialPhoto } from "../web/memorial-photo";
import { qrPng, qrSvg } from "../web/qr";
import { publicOriginOf } from "../web/seo";
import { pathId, shim } from "./shim";

/**
 * Staff downloads per obituary: the Book of Memories PDF and the
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
    shim(createContext, async ({ caller, params, reply, req }) => {
      const keepsake = await caller.admin.obituaries.keepsake({ id: pathId(params.id) });
      const photo = await memorialPhoto(keepsake.obituary.photoUrl, {
        storage: deps.storage,
        onError: (err) => req.log.warn({ err, obituaryId: keepsake.obituary.id }, "Book of Memories: the photo could not be read; the cover goes without it"),
      });
      const gallery = await keepsakeGallery(keepsake.gallery, deps.storage);
      const pdf = await renderKeepsakePdf(keepsake, deps.business, { photo, gallery });
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
