/**
 * Makes the site's calm still images (hero, facilities gallery, the seed's
 * memorial photos) from SVG with sharp: soft landscapes and flowers, no
 * people. Run `pnpm --filter @fh/web images`; the JPEGs are committed under
 * public/images so the build needs nothing from the network.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const out = fileURLToPath(new URL("../public/images/", import.meta.url));

/** A tiny deterministic random, so the images come out the same every run. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sky(id, top, bottom) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

function hills(w, h, baseY, amp, color, seed, opacity = 1) {
  const r = rng(seed);
  const pts = [];
  const steps = 8;
  for (let i = 0; i <= steps; i++) pts.push([(w / steps) * i, baseY - r() * amp]);
  let d = `M0 ${h} L0 ${pts[0][1]}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const cx = (x0 + x1) / 2;
    d += ` C${cx} ${y0} ${cx} ${y1} ${x1} ${y1}`;
  }
  d += ` L${w} ${h} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function sun(cx, cy, r, color, glow) {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 3}" fill="${glow}" opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="0.9"/>`;
}

function water(w, y, h, top, bottom, seed) {
  const r = rng(seed);
  let lines = "";
  for (let i = 0; i < 26; i++) {
    const ly = y + 8 + r() * (h - 16);
    const lx = r() * w;
    const lw = 30 + r() * 140;
    lines += `<rect x="${lx}" y="${ly}" width="${lw}" height="2" rx="1" fill="#ffffff" opacity="${0.12 + r() * 0.2}"/>`;
  }
  return `<defs>${sky("water" + seed, top, bottom)}</defs><rect x="0" y="${y}" width="${w}" height="${h}" fill="url(#water${seed})"/>${lines}`;
}

function flower(cx, cy, r, petals, petal, center, rot = 0) {
  let s = `<g transform="translate(${cx} ${cy}) rotate(${rot})">`;
  for (let i = 0; i < petals; i++) {
    s += `<ellipse cx="0" cy="${-r * 0.9}" rx="${r * 0.5}" ry="${r}" fill="${petal}" opacity="0.92" transform="rotate(${(360 / petals) * i})"/>`;
  }
  return s + `<circle r="${r * 0.35}" fill="${center}"/></g>`;
}

function rose(cx, cy, r, color, dark) {
  let s = `<g transform="translate(${cx} ${cy})">`;
  for (let i = 0; i < 5; i++) {
    const rr = r * (1 - i * 0.17);
    s += `<circle r="${rr}" fill="${i % 2 ? dark : color}" opacity="0.95"/>`;
  }
  return s + `<path d="M${-r * 0.3} 0 q${r * 0.3} ${-r * 0.4} ${r * 0.6} 0" stroke="${dark}" stroke-width="2" fill="none"/></g>`;
}

function leaves(w, h, seed, color, count) {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const y = h * 0.45 + r() * h * 0.55;
    s += `<ellipse cx="${x}" cy="${y}" rx="${14 + r() * 22}" ry="${6 + r() * 8}" fill="${color}" opacity="${0.55 + r() * 0.35}" transform="rotate(${r() * 180} ${x} ${y})"/>`;
  }
  return s;
}

function palms(x, baseY, height, color) {
  let s = `<path d="M${x} ${baseY} q8 ${-height / 2} 2 ${-height}" stroke="${color}" stroke-width="7" fill="none"/>`;
  const topX = x + 2;
  const topY = baseY - height;
  for (const [dx, dy] of [[-60, 10], [-45, 30], [55, 12], [40, 32], [-10, -30], [20, -28]]) {
    s += `<path d="M${topX} ${topY} q${dx / 2} ${dy / 2 - 20} ${dx} ${dy}" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  return s;
}

function svg(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

const scenes = {
  // Dawn over calm water with distant hills: the hero.
  "hero.jpg": [1600, 900, () => {
    const w = 1600, h = 900;
    return svg(w, h, sky("s", "#c9d6e3", "#f3e3cc"),
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
      sun(1130, 470, 46, "#fbe7c1", "#f7d9a6") +
      hills(w, h, 520, 80, "#8ea3b5", 7, 0.7) +
      hills(w, h, 560, 50, "#6d8597", 11, 0.8) +
      water(w, 580, 320, "#9fb3c4", "#50697f", 3) +
      palms(230, 700, 300, "#2f3e4b") + palms(330, 720, 240, "#2f3e4b"));
  }],
  // Facilities: the chapel (soft light through tall windows), the garden, the reception lounge, the lakeside walk.
  "facilities/chapel.jpg": [1200, 800, () => {
    const w = 1200, h = 800;
    let windows = "";
    for (let i = 0; i < 4; i++) {
      const x = 170 + i * 250;
      windows += `<path d="M${x} 520 L${x} 200 Q${x + 60} 120 ${x + 120} 200 L${x + 120} 520 Z" fill="url(#glass)" opacity="0.95"/>`;
      windows += `<path d="M${x + 60} 140 L${x + 60} 520 M${x} 360 L${x + 120} 360" stroke="#6b5a44" stroke-width="5"/>`;
    }
    return svg(w, h, sky("wall", "#efe6d6", "#d9cbb3") + sky("glass", "#fdf6e3", "#d8e6ef") + sky("floor", "#a58a68", "#7a6248"),
      `<rect width="${w}" height="${h}" fill="url(#wall)"/>${windows}` +
      `<rect x="0" y="600" width="${w}" height="200" fill="url(#floor)"/>` +
      `<path d="M0 600 L${w} 600" stroke="#6b5a44" stroke-width="4"/>` +
      flower(600, 560, 22, 6, "#f5f1ea", "#e1c46a") + flower(560, 580, 18, 6, "#f5f1ea", "#e1c46a") + flower(640, 585, 18, 6, "#f5f1ea", "#e1c46a") +
      `<rect x="520" y="590" width="160" height="30" rx="6" fill="#5d4a36"/>`);
  }],
  "facilities/garden.jpg": [1200, 800, () => {
    const w = 1200, h = 800;
    let blooms = "";
    const r = rng(21);
    for (let i = 0; i < 40; i++) blooms += flower(r() * w, 520 + r() * 260, 8 + r() * 10, 5, ["#f2c6cf", "#f7f0e6", "#e8d27a"][i % 3], "#b98b2f", r() * 60);
    return svg(w, h, sky("s", "#d4e2ea", "#eef1e4"),
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
      hills(w, h, 430, 60, "#a9bfa0", 5, 0.8) + hills(w, h, 500, 40, "#7f9c78", 9) +
      `<path d="M560 ${h} Q600 600 640 480 L680 480 Q660 600 720 ${h} Z" fill="#d8c9a8"/>` +
      leaves(w, h, 4, "#5f7f5a", 60) + blooms);
  }],
  "facilities/lounge.jpg": [1200, 800, () => {
    const w = 1200, h = 800;
    return svg(w, h, sky("wall", "#f1ebe0", "#e2d7c4") + sky("win", "#cfe0ea", "#f4ead6"),
      `<rect width="${w}" height="${h}" fill="url(#wall)"/>` +
      `<rect x="700" y="140" width="380" height="330" rx="6" fill="url(#win)" stroke="#8b7355" stroke-width="10"/>` +
      `<path d="M890 140 L890 470 M700 305 L1080 305" stroke="#8b7355" stroke-width="6"/>` +
      hills(380, 330, 250, 40, "#9db3a0", 2).replace("<path", '<path transform="translate(700 140)"') +
      `<rect x="0" y="600" width="${w}" height="200" fill="#b89f80"/>` +
      `<rect x="120" y="430" width="460" height="150" rx="28" fill="#6f7f8f"/><rect x="100" y="480" width="500" height="120" rx="26" fill="#5b6b7b"/>` +
      `<rect x="150" y="440" width="110" height="80" rx="16" fill="#e9dcc0"/><rect x="440" y="440" width="110" height="80" rx="16" fill="#e9dcc0"/>` +
      `<rect x="760" y="560" width="200" height="24" rx="8" fill="#6b5440"/><rect x="790" y="584" width="12" height="50" fill="#6b5440"/><rect x="918" y="584" width="12" height="50" fill="#6b5440"/>` +
      `<rect x="840" y="500" width="40" height="60" rx="8" fill="#f3efe7"/>` + flower(860, 492, 14, 6, "#f6f1e6", "#d8b54f"));
  }],
  "facilities/lakeside.jpg": [1200, 800, () => {
    const w = 1200, h = 800;
    return svg(w, h, sky("s", "#b9cbd9", "#f1dcc2"),
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` + sun(300, 360, 36, "#fbe3b8", "#f3cf95") +
      hills(w, h, 420, 50, "#8199ab", 13, 0.8) + water(w, 440, 360, "#93aabb", "#4d6579", 8) +
      `<path d="M600 800 L760 470 L800 470 L1200 800 Z" fill="#9c8466"/>` +
      `<path d="M640 800 L770 500 M1100 800 L790 500" stroke="#6e5a44" stroke-width="6"/>` + palms(1050, 520, 230, "#34424e"));
  }],
  // Memorial photos for the seed's obituaries.
  "memorials/memorial-roses.jpg": [800, 800, () => {
    const w = 800, h = 800;
    const r = rng(31);
    let s = "";
    for (let i = 0; i < 9; i++) s += rose(120 + r() * 560, 220 + r() * 460, 40 + r() * 30, "#d98a98", "#b5606f");
    return svg(w, h, sky("s", "#f4ece4", "#e6d5cb"), `<rect width="${w}" height="${h}" fill="url(#s)"/>` + leaves(w, h, 6, "#5f7f5a", 70) + s);
  }],
  "memorials/memorial-harbor.jpg": [800, 800, () => {
    const w = 800, h = 800;
    return svg(w, h, sky("s", "#aebfce", "#eedbc6"),
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` + sun(560, 330, 30, "#fae3b9", "#f2cf97") +
      hills(w, h, 400, 40, "#7d94a6", 17, 0.8) + water(w, 420, 380, "#8fa6b8", "#455d71", 12) +
      `<path d="M220 520 L400 520 L370 560 L250 560 Z" fill="#f2ede4"/><path d="M305 520 L305 380 L380 510 Z" fill="#f7f3ec"/><path d="M300 520 L300 400 L240 505 Z" fill="#e9e2d6"/>`);
  }],
  "memorials/memorial-pier.jpg": [800, 800, () => {
    const w = 800, h = 800;
    let posts = "";
    for (let i = 0; i < 8; i++) {
      const x = 400 + i * 45;
      posts += `<rect x="${x}" y="${470 - i * 4}" width="10" height="${120 + i * 14}" fill="#5e4b3a"/>`;
    }
    return svg(w, h, sky("s", "#c2cfdc", "#f4d6b8"),
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` + sun(200, 380, 40, "#fbe0b0", "#f5c98a") +
      water(w, 430, 370, "#a0b2c1", "#52697d", 19) +
      `<path d="M380 470 L${w} 440 L${w} 460 L380 485 Z" fill="#7a6450"/>` + posts);
  }],
  "memorials/memorial-lilies.jpg": [800, 800, () => {
    const w = 800, h = 800;
    const r = rng(41);
    let s = "";
    for (let i = 0; i < 7; i++) s += flower(140 + r() * 520, 200 + r() * 440, 42 + r() * 20, 6, "#fbf8f2", "#d9b24a", r() * 60);
    return svg(w, h, sky("s", "#dfe7e2", "#c9d6cc"), `<rect width="${w}" height="${h}" fill="url(#s)"/>` + leaves(w, h, 8, "#4f6f52", 60) + s);
  }],
  "memorials/memorial-sunrise.jpg": [800, 800, () => {
    const w = 800, h = 800;
    return svg(w, h, sky("s", "#e9c9a8", "#f6e7d2"),
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` + sun(400, 470, 70, "#fde9c2", "#f8cf8f") +
      hills(w, h, 470, 60, "#a08a8f", 23, 0.7) + hills(w, h, 560, 50, "#7e6f7a", 29, 0.85) + hills(w, h, 660, 40, "#5d5563", 37));
  }],
  "memorials/memorial-garden.jpg": [800, 800, () => {
    const w = 800, h = 800;
    const r = rng(51);
    let s = "";
    for (let i = 0; i < 30; i++) s += flower(r() * w, 430 + r() * 360, 10 + r() * 12, 5, ["#c9b6e4", "#f5efe3", "#f0c9a0"][i % 3], "#c49a38", r() * 60);
    return svg(w, h, sky("s", "#cfdde6", "#eef0e2"),
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` + hills(w, h, 380, 50, "#a6bc9e", 43, 0.8) + hills(w, h, 440, 40, "#7b9874", 47) +
      `<path d="M330 800 Q380 560 400 440 L430 440 Q440 560 520 800 Z" fill="#dccfb2"/>` + leaves(w, h, 49, "#5d7d58", 50) + s);
  }],
};

for (const [name, [, , draw]] of Object.entries(scenes)) {
  const file = path.join(out, name);
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(draw()))
    .blur(1.2)
    .jpeg({ quality: 78, progressive: true, mozjpeg: true })
    .toFile(file);
  process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
}
