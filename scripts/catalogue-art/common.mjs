// Shared pieces of the catalogue art: backgrounds, boards, shadows and garnish, in the site's warm
// palette (src/web/styles.css). Every drawing is a string of SVG elements on an 800×600 canvas.

export const W = 800;
export const H = 600;

export const PALETTE = {
  cream: '#faf6ef',
  parchment: '#f3ebdd',
  brand: '#7a1f1a',
  brandDark: '#5c1512',
  ember: '#b4531f',
  gold: '#c7a15a',
  leaf: '#2f6b3a',
  charcoal: '#171311',
  meat: ['#c2503a', '#9c2f22', '#6e1a14'],
  fat: ['#fcf3e3', '#ecd6b2'],
  bone: ['#fbf4e6', '#e3d2b4'],
  wood: ['#8a5a3c', '#a8734d', '#6f4630'],
};

/** Backgrounds per category: a soft tint with warm light from the upper left. */
export const BACKDROPS = {
  bovinos: ['#f6e7da', '#e9cdb8'],
  suinos: ['#f7eadf', '#ebd2c2'],
  aves: ['#f8eed9', '#ecd8b0'],
  linguicas: ['#f3e2d6', '#e2c4b2'],
  'kits-churrasco': ['#3a2a22', '#1d1512'],
  mercado: ['#eef0df', '#d7dcbf'],
  chuteiras: ['#e4ece3', '#c6d6c6'],
  tenis: ['#e7e8ef', '#c9ccdb'],
};

export function svg(body, { width = W, height = H, defs = '' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs>${defs}</defs>
${body}
</svg>
`;
}

export function linear(id, stops, { x2 = 1, y2 = 1 } = {}) {
  const s = stops
    .map((c, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.6 } = {}) {
  const s = stops
    .map(
      ([c, o, off], i) =>
        `<stop offset="${off ?? i / Math.max(1, stops.length - 1)}" stop-color="${c}" stop-opacity="${o}"/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** The shared gradients every picture may use. */
export function baseDefs(backdrop) {
  return [
    linear('bg', backdrop),
    radial(
      'light',
      [
        ['#ffffff', 0.55, 0],
        ['#ffffff', 0, 1],
      ],
      { cx: 0.25, cy: 0.15, r: 0.75 },
    ),
    linear('meat', PALETTE.meat),
    linear('meatLight', ['#d8694f', '#b23c2b', '#8a2519']),
    linear('fat', PALETTE.fat, { x2: 0, y2: 1 }),
    linear('bone', PALETTE.bone, { x2: 0, y2: 1 }),
    linear('wood', PALETTE.wood, { x2: 1, y2: 0.2 }),
    linear('sear', ['#7a3a22', '#4a2012']),
    linear('golden', ['#f2c77b', '#d98f3e', '#a8581f']),
    linear('slate', ['#3b3431', '#24201e']),
  ].join('');
}

export const background = () =>
  `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#light)"/>`;

export const shadow = (cx, cy, rx, ry, opacity = 0.22) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3b2418" opacity="${opacity}"/>`;

/** A wooden cutting board seen from above at a slight angle, with a handle. */
export function board(x = 110, y = 250, w = 580, h = 260) {
  const grain = Array.from({ length: 6 }, (_, i) => {
    const gy = y + 30 + i * ((h - 60) / 5);
    return `<path d="M${x + 30} ${gy} C ${x + w * 0.3} ${gy - 8}, ${x + w * 0.6} ${gy + 8}, ${x + w - 30} ${gy}" stroke="#5a3524" stroke-opacity=".22" stroke-width="3" fill="none"/>`;
  }).join('');
  return `${shadow(x + w / 2, y + h + 14, w / 2 + 10, 26, 0.25)}
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="34" fill="url(#wood)"/>
<rect x="${x + w - 14}" y="${y + h / 2 - 40}" width="70" height="80" rx="30" fill="url(#wood)"/>
<circle cx="${x + w + 30}" cy="${y + h / 2}" r="13" fill="#5a3524" opacity=".55"/>
${grain}
<rect x="${x}" y="${y}" width="${w}" height="14" rx="7" fill="#c18b62" opacity=".45"/>`;
}

/** A dark slate for the premium cuts. */
export function slate(x = 120, y = 240, w = 560, h = 280) {
  return `${shadow(x + w / 2, y + h + 12, w / 2, 24, 0.3)}
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="url(#slate)"/>
<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="14" fill="none" stroke="#ffffff" stroke-opacity=".06" stroke-width="2"/>`;
}

/** A round plate or bowl seen from above. */
export function plate(cx = 400, cy = 360, r = 220, fill = '#fbf7f0') {
  return `${shadow(cx, cy + r * 0.55, r * 0.95, r * 0.22, 0.22)}
<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.62}" fill="${fill}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.78}" ry="${r * 0.48}" fill="none" stroke="#e2d6c4" stroke-width="3"/>`;
}

/** A rosemary sprig. */
export function sprig(x, y, angle = -20, scale = 1) {
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const lx = i * 16;
    const side = i % 2 ? -1 : 1;
    return `<path d="M${lx} 0 q 8 ${side * -14} 22 ${side * -18} q -6 ${side * 10} -22 ${side * 18}z" fill="#3f7d45"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})"><path d="M-6 0 H150" stroke="#4d6b35" stroke-width="4" stroke-linecap="round"/>${leaves}</g>`;
}

/** A scatter of rock-salt crystals around a point. */
export function salt(cx, cy, n = 14, spread = 60, seed = 3) {
  let s = seed;
  const rnd = () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
  return Array.from({ length: n }, () => {
    const x = cx + (rnd() - 0.5) * spread * 2;
    const y = cy + (rnd() - 0.5) * spread;
    const size = 4 + rnd() * 6;
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" rx="1.5" fill="#ffffff" opacity=".9" transform="rotate(${Math.round(rnd() * 60)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');
}

/** Deterministic pseudo-random numbers, so the generated files never change between runs. */
export function random(seed = 7) {
  let s = seed;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

/** Marbling streaks inside a shape (clip it with the caller's clipPath). */
export function marbling(x, y, w, h, n = 7, seed = 5, opacity = 0.35) {
  const r = random(seed);
  return Array.from({ length: n }, () => {
    const sx = x + r() * w;
    const sy = y + r() * h;
    const len = 30 + r() * 70;
    return `<path d="M${sx.toFixed(0)} ${sy.toFixed(0)} q ${(len / 2).toFixed(0)} ${(r() * 20 - 10).toFixed(0)} ${len.toFixed(0)} ${(r() * 16 - 8).toFixed(0)}" stroke="#f6e3cc" stroke-opacity="${opacity}" stroke-width="${(2 + r() * 3).toFixed(1)}" stroke-linecap="round" fill="none"/>`;
  }).join('');
}

/** A product picture: backdrop, then the drawing. */
export function picture(category, body, extraDefs = '') {
  const backdrop = BACKDROPS[category] ?? BACKDROPS.mercado;
  return svg(`${background()}\n${body}`, { defs: baseDefs(backdrop) + extraDefs });
}
