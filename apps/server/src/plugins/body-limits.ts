import { Transform, type Readable } from "node:stream";
import { errorCodes, type FastifyReply, type FastifyRequest } from "fastify";
import { batchedProcedures } from "./trpc-batch-limit";

/**
 * The most bytes a character of a form's text takes in a JSON body: UTF-8
 * spends at most 3 bytes on one UTF-16 unit (the unit zod's max counts; a
 * character outside the BMP is two units in 4 bytes), and JSON's two-byte
 * escapes (\n, \", \\) are fewer. Only control characters written as \u00XX
 * take 6, and no text a person types is made of them.
 */
export const BYTES_PER_CHARACTER = 3;

/**
 * The JSON body limit of every route but the two below: 64 KiB. The largest
 * body a real form sends is an obituary (the public submission, or the staff
 * edit of it): a biography of BIOGRAPHY_MAX (20,000) characters is at most
 * 60,000 bytes, three names of NAME_MAX add 900, an https photo address
 * (PHOTO_URL_MAX, an address is ASCII) 2,048, the email, phone, dates and keys
 * a few hundred: about 63,500 bytes in all, under 65,536. Every other form
 * (a 5,000-character contact message, a 2,000-character chat or guest-book
 * message) is far below. Was 256 KiB: four times what any form can send.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * admin.priceList.save alone needs more: it sends a whole price list, up to
 * PRICE_LIST_MAX_ITEMS (80) lines, each with a 120-character name and three
 * 1,000-character descriptions (English, Spanish, Haitian Creole): 80 × 3,120
 * characters, at most 748,800 bytes, plus its amounts and keys. 768 KiB, for
 * that one procedure only (a batch that carries it), on the tRPC route.
 */
export const PRICE_LIST_SAVE_BODY_LIMIT = 768 * 1024;

const PRICE_LIST_SAVE = "admin.priceList.save";

/** The body limit of one tRPC request: the price list's when it saves one, else JSON_BODY_LIMIT. */
export function trpcBodyLimit(url: string): number {
  return batchedProcedures(url).includes(PRICE_LIST_SAVE) ? PRICE_LIST_SAVE_BODY_LIMIT : JSON_BODY_LIMIT;
}

/**
 * The tRPC route is one route for every procedure, so its Fastify bodyLimit is
 * the price list's (set in plugins/trpc.ts); this preParsing hook holds every
 * other call to JSON_BODY_LIMIT: a declared length over it is refused at once,
 * and a body without one (chunked) is counted as it arrives. Either way the
 * answer is the 413 Fastify gives past its own limit.
 */
export async function limitTrpcBody(req: FastifyRequest, _reply: FastifyReply, payload: Readable): Promise<Readable> {
  const limit = trpcBodyLimit(req.url);
  if (limit >= PRICE_LIST_SAVE_BODY_LIMIT || req.method === "GET" || req.method === "HEAD") return payload;
  if (Number(req.headers["content-length"]) > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      else done(null, chunk);
    },
  });
  payload.on("error", (error) => counted.destroy(error));
  return payload.pipe(counted);
}
