// Pork and poultry pictures.
import { board, linear, marbling, plate, salt, shadow, sprig } from './common.mjs';

export const porkDefs = () =>
  linear('pork', ['#f0b5a6', '#db8a77', '#b96150']) +
  linear('skin', ['#f3d3b1', '#e2ad82', '#c98a5c']) +
  linear('heart', ['#a8323a', '#7a1f28']) +
  linear('chicken', ['#f7dcc4', '#ecbfa0', '#d8a07c']);

/** Panceta: the layered belly seen from the side, skin on top. */
export function belly() {
  const layers = [
    ['#e9b98b', 0, 26],
    ['#fbf1e2', 26, 30],
    ['url(#pork)', 56, 40],
    ['#f8eadb', 96, 18],
    ['url(#pork)', 114, 46],
  ];
  const bands = layers
    .map(([fill, y, h]) => `<rect x="190" y="${290 + y}" width="420" height="${h}" fill="${fill}"/>`)
    .join('');
  return `${board(130, 280, 540, 220)}
<clipPath id="belly"><rect x="190" y="290" width="420" height="160" rx="22"/></clipPath>
<g clip-path="url(#belly)">${bands}</g>
<path d="M210 300 h 380" stroke="#c98a5c" stroke-width="4" stroke-dasharray="2 18" stroke-linecap="round"/>
${salt(640, 470, 10, 20, 5)}${sprig(200, 480, -8, 0.75)}`;
}

/** Pernil: the whole leg with its skin and the knuckle bone. */
export function leg() {
  const shape =
    'M190 380 C 190 290 330 250 470 270 C 560 282 610 320 620 360 C 632 410 580 450 470 455 C 330 462 190 460 190 380 Z';
  return `${board(120, 270, 560, 230)}
<rect x="600" y="340" width="80" height="34" rx="17" fill="url(#bone)"/>
<circle cx="684" cy="346" r="20" fill="url(#bone)"/><circle cx="684" cy="372" r="20" fill="url(#bone)"/>
<clipPath id="leg"><path d="${shape}"/></clipPath>
<path d="${shape}" fill="url(#skin)"/>
<g clip-path="url(#leg)"><path d="M200 420 C 300 380 480 380 620 410 L 620 470 L 200 470 Z" fill="url(#pork)"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M${240 + i * 42} 290 l -30 90" stroke="#b47a50" stroke-opacity=".45" stroke-width="3"/>`).join('')}</g>
${sprig(180, 480, -10, 0.8)}`;
}

/** Chicken hearts threaded on a skewer. */
export function heartsSkewer() {
  const hearts = Array.from({ length: 7 }, (_, i) => {
    const x = 210 + i * 58;
    const y = 360 - i * 4;
    return `<g transform="translate(${x} ${y}) rotate(${i % 2 ? 12 : -10})"><path d="M0 -26 C 22 -30 30 -6 20 12 C 12 26 0 34 0 34 C 0 34 -12 26 -20 12 C -30 -6 -22 -30 0 -26 Z" fill="url(#heart)"/><path d="M-8 -18 q 8 -4 14 2" stroke="#f2c2b8" stroke-opacity=".6" stroke-width="3" fill="none"/></g>`;
  }).join('');
  return `${board(120, 280, 560, 220)}
<path d="M160 382 L 650 340" stroke="#b9b2a6" stroke-width="6" stroke-linecap="round"/>
<circle cx="652" cy="340" r="9" fill="#8d857a"/>
${hearts}${salt(300, 460, 12, 50, 8)}${sprig(520, 470, -8, 0.7)}`;
}

/** Drumstick-shaped pieces: leg quarters (big) or wing drumettes (small). */
export function drumsticks({ count = 3, scale = 1 } = {}) {
  const one = (x, y, r) => `<g transform="translate(${x} ${y}) rotate(${r}) scale(${scale})">
  <rect x="86" y="-12" width="70" height="24" rx="12" fill="url(#bone)"/>
  <circle cx="160" cy="-12" r="14" fill="url(#bone)"/><circle cx="160" cy="12" r="14" fill="url(#bone)"/>
  <path d="M-70 0 C -70 -60 30 -70 96 -16 L 96 16 C 30 70 -70 60 -70 0 Z" fill="url(#chicken)"/>
  <path d="M-50 -20 C -20 -44 30 -44 70 -18" stroke="#fff4e8" stroke-opacity=".55" stroke-width="5" stroke-linecap="round" fill="none"/>
</g>`;
  const spots = [
    [280, 340, -18],
    [430, 310, 12],
    [360, 420, -4],
    [520, 420, 20],
    [250, 440, 8],
  ].slice(0, count);
  return `${plate(400, 370, 260)}${spots.map(([x, y, r]) => one(x, y, r)).join('')}${sprig(560, 250, 20, 0.7)}`;
}

/** Two boneless chicken breast fillets. */
export function breasts() {
  const fillet = (x, y, r) => `<g transform="translate(${x} ${y}) rotate(${r})">
  <path d="M-120 10 C -110 -50 40 -70 120 -20 C 150 0 130 40 90 50 C 20 66 -110 60 -120 10 Z" fill="url(#chicken)"/>
  <path d="M-80 -10 C -20 -36 60 -36 110 -14" stroke="#fff6ee" stroke-opacity=".6" stroke-width="5" stroke-linecap="round" fill="none"/>
</g>`;
  return `${board()}${fillet(320, 350, -6)}${fillet(480, 410, 8)}${sprig(200, 470, -10, 0.7)}${salt(600, 300, 10, 30, 12)}`;
}

export { marbling, shadow };
