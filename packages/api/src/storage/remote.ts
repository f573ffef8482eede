import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP } from "node:net";
import { PHOTO_MAX_BYTES } from "@fh/validators";
import type { Context } from "../context";
import { keepPhoto, type StoredPhoto } from "./upload";

/**
 * A family may give an https address for the photo (SPEC §2's simple form).
 * Shown as it is, every visitor's browser would fetch it from a stranger's
 * server (telling it who reads the memorial) and the memorial would break
 * the day that server forgets the file. So when staff approve the obituary,
 * the photo is fetched once, checked and re-encoded like an upload, and kept
 * in our own storage.
 *
 * The fetch is made by our server on a stranger's say-so, so it is bounded:
 * https only, no user name or password in the address, public addresses only
 * (checked on the very addresses connected to, redirects included, so a name
 * that resolves to 127.0.0.1, 10.x or the cloud's 169.254.169.254 is never
 * reached), at most 3 redirects, 5 MB and a few seconds in all.
 */

/** The longest a copy may take, redirects included: staff wait for it when they approve. */
export const REMOTE_PHOTO_TIMEOUT_MS = 8000;
const MAX_REDIRECTS = 3;

/** Why a remote photo was not copied; the message is for the server's log. */
export class RemotePhotoError extends Error {
  override name = "RemotePhotoError";
}

// Addresses that are not the public internet: this host, private networks,
// carrier NAT, link-local (cloud metadata), documentation, benchmarking,
// multicast and reserved ranges.
const nonPublicV4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  nonPublicV4.addSubnet(network, prefix, "ipv4");
}

// IPv6: only global unicast (2000::/3), less the parts of it that lead
// elsewhere (Teredo and 6to4 carry an IPv4 address inside) or are examples.
const globalV6 = new BlockList();
globalV6.addSubnet("2000::", 3, "ipv6");
const nonPublicV6 = new BlockList();
for (const [network, prefix] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
] as const) {
  nonPublicV6.addSubnet(network, prefix, "ipv6");
}

/** True for an address on the public internet; false for anything else, names included. */
export function isPublicAddress(address: string): boolean {
  switch (isIP(address)) {
    case 4:
      return !nonPublicV4.check(address, "ipv4");
    case 6:
      return globalV6.check(address, "ipv6") && !nonPublicV6.check(address, "ipv6");
    default:
      return false;
  }
}

export interface RemotePhotoFetchOptions {
  /** Whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  /** Which addresses may be connected to: public ones only, unless a test's own server must be reached. */
  isAllowedAddress?: (address: string) => boolean;
  /** Certificates to trust instead of the system's (a test's own server). */
  ca?: string;
}

/** Fetches a remote photo's bytes, or rejects with a RemotePhotoError saying why not. */
export type RemotePhotoFetcher = (url: string) => Promise<Buffer>;

/** Where approved obituaries' remote photos come from, and who hears of the ones that could not be copied. */
export interface RemotePhotoSource {
  fetch: RemotePhotoFetcher;
  onFailure?: (error: unknown, url: string) => void;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * dns.lookup that refuses a name when any of its addresses is not allowed.
 * The connection uses what this answers, so there is no gap between the
 * check and the connect for a second, different DNS answer to slip into.
 */
function guardedLookup(allowed: (address: string) => boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { family: options.family ?? 0, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) {
        return callback(new RemotePhotoError(`${hostname} does not lead to a public address`), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

/** The address, if it is one we may fetch: https, no credentials, and a host that is not a non-public IP. */
function checkedAddress(text: string, allowed: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RemotePhotoError("not an address");
  }
  if (url.protocol !== "https:") throw new RemotePhotoError(`${url.protocol} is not https:`);
  if (url.username || url.password) throw new RemotePhotoError("the address carries credentials");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  // A literal address is connected to without a lookup, so it is checked here.
  if (isIP(host) && !allowed(host)) throw new RemotePhotoError(`${host} is not a public address`);
  return url;
}

type Answer = { redirect: string } | { body: Buffer };

function getOnce(url: URL, options: Required<Pick<RemotePhotoFetchOptions, "maxBytes" | "isAllowedAddress">> & { ca?: string }, signal: AbortSignal): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    const fail = (error: unknown) => {
      if (signal.aborted) reject(new RemotePhotoError("timed out"));
      else if (error instanceof RemotePhotoError) reject(error);
      else reject(new RemotePhotoError(`could not be fetched: ${error instanceof Error ? error.message : String(error)}`));
    };
    const request = httpsRequest({
      host,
      port: url.port || 443,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: { accept: "image/*", "user-agent": "funeral-home-memorial-photo/1.0" },
      servername: isIP(host) ? undefined : host,
      lookup: guardedLookup(options.isAllowedAddress),
      ca: options.ca,
      agent: false,
      signal,
    });
    request.on("error", fail);
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.resume();
        resolve({ redirect: location });
        return;
      }
      if (status !== 200) {
        response.resume();
        fail(new RemotePhotoError(`the server answered ${status}`));
        return;
      }
      const tooLarge = new RemotePhotoError(`larger than ${options.maxBytes} bytes`);
      if (Number(response.headers["content-length"]) > options.maxBytes) {
        fail(tooLarge);
        request.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          fail(tooLarge);
          request.destroy();
        } else {
          chunks.push(chunk);
        }
      });
      response.on("error", fail);
      response.on("end", () => resolve({ body: Buffer.concat(chunks) }));
      response.on("close", () => {
        if (!response.complete) fail(new RemotePhotoError("the connection closed before the photo was complete"));
      });
    });
    request.end();
  });
}

/** The real fetcher: node's https, with the bounds above. */
export function createRemotePhotoFetcher(options: RemotePhotoFetchOptions = {}): RemotePhotoFetcher {
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const maxBytes = options.maxBytes ?? PHOTO_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? REMOTE_PHOTO_TIMEOUT_MS;
  return async (text) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = checkedAddress(text, allowed);
    for (let redirects = 0; ; redirects += 1) {
      const answer = await getOnce(url, { maxBytes, isAllowedAddress: allowed, ca: options.ca }, signal);
      if ("body" in answer) return answer.body;
      if (redirects === MAX_REDIRECTS) throw new RemotePhotoError("too many redirects");
      url = checkedAddress(new URL(answer.redirect, url).href, allowed);
    }
  };
}

/** True for an address that is not our own storage's: what approval copies. */
export function isRemotePhotoUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && /^https:\/\//i.test(url);
}

/** The last part of the address's path, as the photo's name for staff ("rosa.jpg"), else its host. */
function nameFromAddress(text: string): string {
  try {
    const url = new URL(text);
    const last = decodeURIComponent(url.pathname.split("/").filter(Boolean).pop() ?? "");
    return last || url.hostname;
  } catch {
    return "photo";
  }
}

/**
 * Copies a remote photo into our storage (re-encoded and recorded like an
 * upload, so it appears in the staff gallery). Never throws: a photo that
 * cannot be copied (gone, too large, not an image, not public, too slow) is
 * null, told to `onFailure`, and the caller keeps the address as it was.
 */
export async function copyRemotePhoto(ctx: Pick<Context, "db" | "storage" | "now" | "remotePhotos">, url: string): Promise<StoredPhoto | null> {
  const source = ctx.remotePhotos ?? defaultSource;
  try {
    const data = await source.fetch(url);
    return await keepPhoto(ctx, data, nameFromAddress(url));
  } catch (error) {
    source.onFailure?.(error, url);
    return null;
  }
}

const defaultSource: RemotePhotoSource = { fetch: createRemotePhotoFetcher() };
