import { crc32, deflateSync } from "node:zlib";

/**
 * A QR code that opens `url`, drawn on the server. Error correction M (15%
 * of the code can be smudged or folded and still read) and a quiet zone of
 * two modules: what a printed programme or an easel sign needs. One encoder
 * in the whole project (@paulmillr/qr, no dependencies; the staff app's
 * two-factor code uses it too); the SVG and the PNG are drawn here from its
 * modules, in the site's navy on white.
 */
const MARGIN = 2;
const DARK = "#1f2a44";
const LIGHT = "#ffffff";

/** The modules, row by row (true is dark). The encoder loads with the first code drawn, not with every server start. */
async function modulesOf(url: string): Promise<boolean[][]> {
  const { default: encodeQR } = await import("@paulmillr/qr");
  return encodeQR(url, "raw", { ecc: "medium" });
}

export async function qrSvg(url: string): Promise<string> {
  const modules = await modulesOf(url);
  const size = modules.length + 2 * MARGIN;
  // One horizontal run per stretch of dark modules, each a 1-unit-high stroke through its row's middle.
  let path = "";
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      path += `M${x + MARGIN} ${y + MARGIN + 0.5}h${end - x + 1}`;
      x = end;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<path fill="${LIGHT}" d="M0 0h${size}v${size}H0z"/><path stroke="${DARK}" d="${path}"/></svg>\n`
  );
}

/** A PNG for programmes and signs: 1,024 px square, sharp at 8 cm on a 300 dpi print. */
export async function qrPng(url: string, width = 1024): Promise<Buffer> {
  const modules = await modulesOf(url);
  const size = modules.length + 2 * MARGIN;
  // Two colours, one bit a pixel (PNG colour type 3): index 1 is dark. Each row starts with filter type 0.
  const rowBytes = Math.ceil(width / 8);
  const raw = Buffer.alloc((rowBytes + 1) * width);
  const moduleAt = (pixel: number) => Math.floor((pixel * size) / width) - MARGIN;
  for (let py = 0; py < width; py++) {
    const row = modules[moduleAt(py)];
    if (!row) continue;
    for (let px = 0; px < width; px++) {
      if (row[moduleAt(px)]) raw[py * (rowBytes + 1) + 1 + (px >> 3)]! |= 0x80 >> (px & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header.set([1, 3, 0, 0, 0], 8); // bit depth 1, palette, deflate, no filter method, no interlace
  const palette = Buffer.from(LIGHT.slice(1) + DARK.slice(1), "hex");
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("PLTE", palette),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
