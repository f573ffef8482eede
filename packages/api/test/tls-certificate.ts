import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

/**
 * A self-signed certificate for localhost, 127.0.0.1 and ::1, made for each
 * run with node:crypto alone (no openssl binary, no key kept in the
 * repository), so the remote-photo tests can run a real https server. The
 * X.509 structure is written out in DER by hand; it is small.
 */

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v >>= 8) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), length(content.length), content]);
}

const sequence = (...items: Buffer[]) => tlv(0x30, Buffer.concat(items));
const set = (...items: Buffer[]) => tlv(0x31, Buffer.concat(items));
const explicit = (n: number, content: Buffer) => tlv(0xa0 + n, content);
const octets = (content: Buffer) => tlv(0x04, content);
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, "utf8"));
const bool = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]));

function integer(bytes: Buffer): Buffer {
  return tlv(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split(".").map(Number);
  const out = [40 * a + b];
  for (const part of rest) {
    const groups: number[] = [];
    let v = part;
    do {
      groups.unshift(v & 0x7f);
      v = Math.floor(v / 128);
    } while (v > 0);
    out.push(...groups.map((g, i) => (i < groups.length - 1 ? g | 0x80 : g)));
  }
  return tlv(0x06, Buffer.from(out));
}

/** UTCTime, as X.509 wants for years before 2050. */
function time(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z";
  return tlv(0x17, Buffer.from(text, "ascii"));
}

const ECDSA_WITH_SHA256 = "1.2.840.10045.4.3.2";

export interface TestCertificate {
  key: string;
  cert: string;
}

export function makeLocalhostCertificate(): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const name = sequence(set(sequence(oid("2.5.4.3"), utf8("localhost"))));
  const now = Date.now();
  const subjectAltNames = sequence(
    tlv(0x82, Buffer.from("localhost", "ascii")),
    tlv(0x87, Buffer.from([127, 0, 0, 1])),
    tlv(0x87, Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])),
  );
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))), // X.509 v3
    integer(randomBytes(12)),
    sequence(oid(ECDSA_WITH_SHA256)),
    name,
    sequence(time(new Date(now - 86_400_000)), time(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    explicit(
      3,
      sequence(
        sequence(oid("2.5.29.17"), octets(subjectAltNames)),
        sequence(oid("2.5.29.19"), bool(true), octets(sequence(bool(true)))),
      ),
    ),
  );
  const signature = sign("sha256", tbs, privateKey);
  const der = sequence(tbs, sequence(oid(ECDSA_WITH_SHA256)), tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const base64 = der.toString("base64").replace(/.{64}/g, "$&\n");
  return {
    key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${base64}${base64.endsWith("\n") ? "" : "\n"}-----END CERTIFICATE-----\n`,
  };
}
