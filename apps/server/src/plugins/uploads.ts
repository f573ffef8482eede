import fastifyMultipart from "@fastify/multipart";
import { isStoredPhotoName, storePhoto, type PhotoStorage } from "@fh/api";
import { PHOTO_MAX_BYTES } from "@fh/validators";
import { TRPCError } from "@trpc/server";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ContextFactory } from "../context";
import { shim } from "../rest/shim";

/** Stored names are never reused, so a photo may be cached for a year. */
const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

const ONE_PHOTO = "photo: Send one photo at a time";

/**
 * Reads the one file of field `photo`, turning the parser's complaints into
 * 400/413 answers. The whole body is read: a second file anywhere in it is
 * refused, not silently dropped (the parser allows one file, and says so when
 * it meets another).
 */
async function readPhotoPart(req: FastifyRequest): Promise<{ data: Buffer; originalName: string; truncated: boolean }> {
  if (!req.isMultipart()) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "photo: Send the photo as multipart/form-data in the field 'photo'" });
  }
  let photo: { data: Buffer; originalName: string; truncated: boolean } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "photo" || photo) {
        part.file.resume();
        throw new TRPCError({ code: "BAD_REQUEST", message: part.fieldname === "photo" ? ONE_PHOTO : "photo: Send the photo in the field 'photo'" });
      }
      const data = await part.toBuffer();
      photo = { data, originalName: part.filename, truncated: part.file.truncated };
    }
  } catch (error) {
    if (error instanceof TRPCError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      throw new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: "Please select an image smaller than 5MB." });
    }
    if (code === "FST_FILES_LIMIT") throw new TRPCError({ code: "BAD_REQUEST", message: ONE_PHOTO });
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new TRPCError({ code: "BAD_REQUEST", message: "Too many form fields" });
    }
    // Anything else the parser says is a malformed body, not our failure.
    throw new TRPCError({ code: "BAD_REQUEST", message: "photo: The upload could not be read" });
  }
  if (!photo) throw new TRPCError({ code: "BAD_REQUEST", message: "photo: Required" });
  return photo;
}

/**
 * Uploads travel as sent: a photo is already compressed, and a compressed
 * body would be inflated past the size the limits were set for (a few KB of
 * gzip is gigabytes of zeros). So any Content-Encoding but identity is a 415.
 */
async function refuseEncodedBody(req: FastifyRequest, reply: FastifyReply) {
  const encoding = req.headers["content-encoding"];
  if (encoding === undefined || encoding.trim().toLowerCase() === "identity") return;
  return reply.status(415).send({ error: "Send the photo without Content-Encoding" });
}

export interface UploadsOptions {
  createContext: ContextFactory;
  storage: PhotoStorage;
}

/**
 * Photo uploads, one concern: POST /api/upload/photo (multipart, field
 * `photo`, limits set in the parser) and GET /uploads/<name> from storage
 * with the right content type, nosniff and a long cache lifetime. The
 * plugin is encapsulated, so its multipart parser serves these routes only:
 * no other route accepts multipart bodies.
 */
export const uploadsPlugin: FastifyPluginAsync<UploadsOptions> = async (app, { createContext, storage }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 50 },
  });

  app.post(
    "/api/upload/photo",
    // onRequest: before @fastify/compress's preParsing hook would start inflating the body.
    { bodyLimit: PHOTO_MAX_BYTES + 64 * 1024, onRequest: refuseEncodedBody },
    shim(
      createContext,
      async ({ req, reply }) => {
        const file = await readPhotoPart(req);
        return storePhoto(await createContext(req, reply), file);
      },
      { status: 201 },
    ),
  );

  app.get<{ Params: { name: string } }>("/uploads/:name", async (req, res) => {
    const { name } = req.params;
    const photo = isStoredPhotoName(name) ? await storage.resolve(name) : null;
    if (!photo) return res.status(404).header("cache-control", "no-store").send({ error: "Not found" });
    return res
      .header("content-type", photo.contentType)
      .header("content-length", String(photo.size))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", PHOTO_CACHE_CONTROL)
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("cross-origin-resource-policy", "same-site")
      .send(photo.stream);
  });
};
