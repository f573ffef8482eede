import sharp from "sharp";

/** A real PNG made by sharp (not a fixture of bytes copied from somewhere). */
export function makePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 40, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF that names the camera, as phone photos do. */
export function makeJpegWithExif(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#cc3333" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo", Model: "Pocket 12", Software: "SecretCam" } })
    .toBuffer();
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export const TEXT_AS_PNG = Buffer.from("This is not a picture, just text with a .png name.\n");

/** 6 MB that begin like a PNG: over the limit whatever they contain. */
export function sixMegabytes(): Buffer {
  const data = Buffer.alloc(6 * 1024 * 1024, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(data);
  return data;
}
