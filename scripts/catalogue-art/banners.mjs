// The home carousel's pictures: art on a transparent 720×560 canvas, drawn over the dark hero.
import { linear, radial } from './common.mjs';

const defs = () =>
  radial(
    'glow',
    [
      ['#ff8a3d', 0.85, 0],
      ['#b4531f', 0.45, 0.45],
      ['#171311', 0, 1],
    ],
    { cx: 0.5, cy: 0.7, r: 0.6 },
  ) +
  linear('meat', ['#b8432f', '#8e2a1f', '#5c1512']) +
  linear('fat', ['#fbf1de', '#e9d3ae'], { x2: 0, y2: 1 }) +
  linear('board', ['#5a3a2a', '#7a5138', '#553626'], { x2: 1, y2: 0 }) +
  linear('crate', ['#b07a4c', '#8b5a35'], { x2: 0, y2: 1 }) +
  linear('golden', ['#f2c77b', '#d98f3e', '#a8581f']) +
  linear('tag', ['#c7a15a', '#a5813f']);

const wrap = (
  body,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 720 560" width="720" height="560" fill="none">
<defs>${defs()}</defs>
<ellipse cx="380" cy="430" rx="330" ry="150" fill="url(#glow)"/>
<g stroke="#3a2a22" stroke-width="6" stroke-linecap="round" opacity=".9"><path d="M90 440h560M110 470h520M140 500h460"/></g>
${body}
<g fill="#ffb46b"><circle cx="180" cy="420" r="4" opacity=".8"/><circle cx="260" cy="452" r="3" opacity=".7"/><circle cx="420" cy="436" r="5" opacity=".8"/><circle cx="520" cy="458" r="3" opacity=".6"/><circle cx="600" cy="426" r="4" opacity=".7"/></g>
</svg>
`;

const picanha = (x, y, s = 1, r = -6) => `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})">
<path d="M10 120 C 0 60 60 10 160 8 C 260 6 340 40 350 96 C 356 132 320 150 250 150 L 60 150 C 30 150 14 140 10 120 Z" fill="url(#meat)"/>
<path d="M10 120 C 0 60 60 10 160 8 C 260 6 340 40 350 96 C 340 70 300 44 240 36 C 170 28 80 40 40 80 C 22 98 14 110 10 120 Z" fill="url(#fat)"/>
<g stroke="#2a1713" stroke-width="7" stroke-linecap="round" opacity=".55"><path d="M90 62l40 80M150 48l40 96M210 46l36 100M270 58l28 86"/></g></g>`;

const board = `<rect x="150" y="300" width="460" height="70" rx="35" fill="url(#board)"/><rect x="150" y="300" width="460" height="12" rx="6" fill="#8d5f42" opacity=".6"/>`;

export function banners() {
  return {
    picanha: wrap(`${board}${picanha(205, 190)}
<g fill="#2f6b3a"><path d="M560 270c30-30 70-30 90-10-30 0-60 10-90 10z"/><path d="M590 250c20-40 60-50 80-36-26 6-50 20-80 36z" opacity=".8"/></g>`),
    kits: wrap(`<g transform="translate(170 160)">
${picanha(20, 20, 0.7, -8)}
<g transform="translate(240 40) rotate(12)"><rect width="170" height="36" rx="18" fill="#b4503f"/><rect x="12" y="42" width="170" height="36" rx="18" fill="#9c3b2e"/></g>
${[0, 1, 2].map((i) => `<ellipse cx="${60 + i * 56}" cy="150" rx="30" ry="22" fill="url(#golden)"/>`).join('')}
${[0, 1, 2].map((i) => `<rect x="0" y="${150 + i * 50}" width="400" height="44" rx="6" fill="url(#crate)"/>`).join('')}
<rect x="120" y="200" width="160" height="40" rx="6" fill="#f3ebdd"/><text x="200" y="228" font-family="Georgia, serif" font-size="22" text-anchor="middle" fill="#7a1f1a">CHURRASCO</text></g>`),
    ofertas: wrap(`${board}${picanha(170, 200, 0.9, -4)}
<g transform="translate(470 120) rotate(14)"><path d="M0 0 H150 L190 60 L150 120 H0 Z" fill="url(#tag)"/><circle cx="150" cy="60" r="12" fill="#171311"/>
<text x="70" y="80" font-family="Georgia, serif" font-size="58" text-anchor="middle" fill="#171311">%</text></g>`),
  };
}
