/**
 * A QR code that opens `url`, drawn on the server. Error correction M (15%
 * of the code can be smudged or folded and still read) and a quiet zone of
 * two modules: what a printed programme or an easel sign needs.
 */
const options = { errorCorrectionLevel: "M", margin: 2, color: { dark: "#1f2a44", light: "#ffffff" } } as const;

/** qrcode loads with the first code drawn, not with every server start. */
const qrcode = () => import("qrcode").then((m) => m.default);

export async function qrSvg(url: string): Promise<string> {
  return (await qrcode()).toString(url, { ...options, type: "svg" });
}

/** A PNG for programmes and signs: 1,024 px square, sharp at 8 cm on a 300 dpi print. */
export async function qrPng(url: string): Promise<Buffer> {
  return (await qrcode()).toBuffer(url, { ...options, type: "png", width: 1024 });
}
