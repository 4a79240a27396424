// Sausages, kits and the market shelf.
import { board, linear, plate, random, salt, shadow, slate, sprig } from './common.mjs';

export const marketDefs = () =>
  linear('kraft', ['#d9b07a', '#b98b55']) +
  linear('can', ['#1f7a3d', '#0f5a2b', '#0b4220'], { x2: 1, y2: 0 }) +
  linear('glass', ['#f7f3ea', '#dcd3c1'], { x2: 1, y2: 0 }) +
  linear('crate', ['#b07a4c', '#8b5a35'], { x2: 0, y2: 1 });

const SAUSAGE_TONES = {
  toscana: ['#d4756a', '#a8453b'],
  frango: ['#efc3a3', '#d49a74'],
  calabresa: ['#9b2f24', '#6a1a14'],
  cuiabana: ['#c86a55', '#9a4336'],
};

/** A coil of sausage links with twine at the joints; `cheese` dots the cuiabana. */
export function sausages(kind = 'toscana') {
  const [a, b] = SAUSAGE_TONES[kind];
  const id = `s-${kind}`;
  const link = (x, y, r) => `<g transform="translate(${x} ${y}) rotate(${r})">
  <path d="M-105 12 Q 0 -34 105 12" stroke="url(#${id})" stroke-width="50" stroke-linecap="round" fill="none"/>
  <path d="M-80 -4 Q 0 -30 80 -4" stroke="#ffffff" stroke-opacity=".28" stroke-width="7" stroke-linecap="round" fill="none"/>
  ${kind === 'calabresa' ? Array.from({ length: 5 }, (_, i) => `<path d="M${-60 + i * 30} ${-18 + Math.abs(i - 2) * 5} v 34" stroke="#4e110c" stroke-opacity=".35" stroke-width="3"/>`).join('') : ''}
  ${kind === 'cuiabana' ? Array.from({ length: 7 }, (_, i) => `<rect x="${-78 + i * 24}" y="${-12 + Math.abs(i - 3) * 4 + (i % 2) * 8}" width="10" height="10" rx="2" fill="#f6dc8f"/>`).join('') : ''}
  <path d="M-136 20 l -14 8 M136 20 l 14 8" stroke="#efe6d2" stroke-width="5" stroke-linecap="round"/>
</g>`;
  return `${board()}
<defs>${linear(id, [a, b], { x2: 0, y2: 1 })}</defs>
${link(360, 325, -6)}${link(440, 395, 4)}${link(380, 462, -3)}
${kind === 'calabresa' ? '' : sprig(560, 460, -16, 0.7)}${kind === 'frango' ? salt(220, 460, 10, 30, 14) : ''}`;
}

/** A wooden crate with a barbecue inside: steak, sausages, bread; `open` lays it all out instead. */
export function kit({ open = false } = {}) {
  if (open) {
    return `${slate(90, 200, 620, 330)}
<g transform="translate(150 240) scale(.7)"><path d="M10 120 C 0 60 60 10 160 8 C 260 6 340 40 350 96 C 356 132 320 150 250 150 L 60 150 C 30 150 14 140 10 120 Z" fill="url(#meat)"/><path d="M10 120 C 0 60 60 10 160 8 C 260 6 340 40 350 96 C 340 70 300 44 240 36 C 170 28 80 40 40 80 C 22 98 14 110 10 120 Z" fill="url(#fat)"/></g>
<g transform="translate(470 270)">${[0, 1, 2].map((i) => `<rect x="${i * 10}" y="${i * 46}" width="190" height="38" rx="19" fill="#b4503f"/>`).join('')}</g>
<g transform="translate(170 420)">${[0, 1, 2, 3].map((i) => `<ellipse cx="${i * 62}" cy="20" rx="30" ry="24" fill="url(#golden)"/>`).join('')}</g>
<g transform="translate(470 430)">${[0, 1, 2, 3, 4].map((i) => `<path d="M${i * 36} 0 c 12 -4 22 6 16 16 c -4 10 -16 14 -16 14 c 0 0 -12 -4 -16 -14 c -6 -10 4 -20 16 -16z" fill="#8e2330"/>`).join('')}</g>
${salt(650, 250, 10, 30, 21)}`;
  }
  const planks = [0, 1, 2]
    .map((i) => `<rect x="170" y="${360 + i * 46}" width="460" height="40" rx="6" fill="url(#crate)"/>`)
    .join('');
  return `${shadow(400, 520, 260, 26, 0.35)}
<g transform="translate(240 250) rotate(-8)"><path d="M0 90 C 0 40 60 0 150 0 C 240 0 300 40 300 90 Z" fill="url(#meat)"/><path d="M0 90 C 0 40 60 0 150 0 C 240 0 300 40 300 90 C 280 50 220 26 150 26 C 80 26 20 50 0 90 Z" fill="url(#fat)"/></g>
<g transform="translate(440 250) rotate(14)">${[0, 1].map((i) => `<rect x="${i * 12}" y="${i * 40}" width="150" height="34" rx="17" fill="#b4503f"/>`).join('')}</g>
<g transform="translate(200 300)">${[0, 1, 2].map((i) => `<ellipse cx="${i * 50}" cy="36" rx="26" ry="20" fill="url(#golden)"/>`).join('')}</g>
${planks}
<rect x="200" y="410" width="150" height="44" rx="6" fill="#f3ebdd"/><text x="275" y="440" font-family="Georgia, serif" font-size="22" text-anchor="middle" fill="#7a1f1a">CHURRASCO</text>
${sprig(560, 300, 30, 0.7)}`;
}

/** Garlic bread rolls with herbs, and a garlic bulb. */
export function garlicBread() {
  const roll = (x, y, r) => `<g transform="translate(${x} ${y}) rotate(${r})">
  <ellipse cx="0" cy="0" rx="92" ry="40" fill="url(#golden)"/>
  <path d="M-60 -4 q 60 -26 120 0" stroke="#fff0cc" stroke-width="10" stroke-linecap="round" fill="none" opacity=".85"/>
  ${[-50, -20, 10, 40].map((dx) => `<circle cx="${dx}" cy="${-8 + (dx % 3)}" r="3" fill="#3f7d45"/>`).join('')}
</g>`;
  return `${board()}${roll(300, 340, -10)}${roll(470, 330, 8)}${roll(390, 420, -3)}
<g transform="translate(600 430)"><path d="M0 -40 C 30 -40 44 -10 40 14 C 36 40 -36 40 -40 14 C -44 -10 -30 -40 0 -40 Z" fill="#f8f1e4"/><path d="M0 -40 v 70 M-20 -34 C -30 0 -24 24 -14 34 M20 -34 C 30 0 24 24 14 34" stroke="#d9cdb6" stroke-width="3" fill="none"/><path d="M-6 -44 q 6 -18 14 -22" stroke="#b9a98a" stroke-width="4" fill="none"/></g>`;
}

/** A bowl of golden farofa with bits of bacon. */
export function farofa() {
  const r = random(17);
  const grains = Array.from({ length: 120 }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 150;
    return `<circle cx="${(400 + Math.cos(a) * d).toFixed(0)}" cy="${(340 + Math.sin(a) * d * 0.5).toFixed(0)}" r="${(2 + r() * 3).toFixed(1)}" fill="${r() > 0.85 ? '#9c3b25' : r() > 0.5 ? '#e7c07a' : '#c9964f'}"/>`;
  }).join('');
  return `${plate(400, 360, 240, '#f6efe2')}
<ellipse cx="400" cy="345" rx="175" ry="95" fill="#dcae66"/>${grains}
${sprig(560, 230, 22, 0.7)}`;
}

/** A kraft bag of charcoal with lumps in front. */
export function charcoal() {
  const r = random(5);
  const lumps = Array.from({ length: 9 }, (_, i) => {
    const x = 200 + i * 48 + r() * 10;
    const y = 470 + (i % 2) * 16;
    return `<path d="M${x} ${y} l 22 -18 l 26 6 l 6 24 l -24 14 l -26 -6 z" fill="${i % 3 ? '#2a2321' : '#3b3230'}"/>`;
  }).join('');
  return `${shadow(400, 520, 230, 24, 0.3)}
<path d="M260 150 L 540 150 L 570 490 L 230 490 Z" fill="url(#kraft)"/>
<path d="M260 150 L 540 150 L 545 186 L 255 186 Z" fill="#a77c49"/>
<path d="M262 160 l 276 0" stroke="#8a643a" stroke-width="4" stroke-dasharray="10 8"/>
<rect x="290" y="250" width="220" height="150" rx="10" fill="#1f1a18"/>
<text x="400" y="320" font-family="Georgia, serif" font-size="40" text-anchor="middle" fill="#f3ebdd">CARVÃO</text>
<path d="M330 350 q 20 -30 40 0 q 20 -40 40 0 q 20 -30 40 0" stroke="#e36b2c" stroke-width="6" fill="none" stroke-linecap="round"/>
${lumps}`;
}

/** A sack of rock salt and a little pile of crystals. */
export function rockSalt() {
  return `${board(130, 330, 540, 180)}
<path d="M250 180 C 250 160 450 160 450 180 L 470 440 C 470 470 230 470 230 440 Z" fill="#f6f3ee"/>
<path d="M250 180 C 300 200 400 200 450 180" stroke="#d9d2c6" stroke-width="4" fill="none"/>
<rect x="280" y="270" width="140" height="90" rx="8" fill="#2f5a8a"/>
<text x="350" y="312" font-family="Georgia, serif" font-size="24" text-anchor="middle" fill="#ffffff">SAL</text>
<text x="350" y="342" font-family="Georgia, serif" font-size="20" text-anchor="middle" fill="#ffffff">GROSSO</text>
<path d="M500 450 C 520 400 600 400 620 450 Z" fill="#ffffff" opacity=".85"/>${salt(560, 440, 26, 70, 19)}`;
}

/** Coalho cheese skewers with grill marks. */
export function cheeseSkewers() {
  const skewer = (y, r) => `<g transform="translate(400 ${y}) rotate(${r})">
  <path d="M-250 0 H 250" stroke="#c8a877" stroke-width="7" stroke-linecap="round"/>
  <rect x="-150" y="-34" width="220" height="68" rx="10" fill="#f4e3b5"/>
  ${[-120, -70, -20, 30].map((x) => `<path d="M${x} -30 l 30 60" stroke="#9a6a34" stroke-width="7" stroke-linecap="round" opacity=".75"/>`).join('')}
</g>`;
  return `${board()}${skewer(330, -6)}${skewer(420, 4)}${sprig(580, 470, -20, 0.7)}`;
}

/** A cold green can of guaraná. */
export function guarana() {
  return `${shadow(400, 520, 150, 22, 0.3)}
<rect x="320" y="150" width="160" height="360" rx="22" fill="url(#can)"/>
<rect x="330" y="140" width="140" height="24" rx="10" fill="#c9ccc6"/>
<rect x="320" y="480" width="160" height="30" rx="12" fill="#b7bab4"/>
<rect x="320" y="250" width="160" height="120" fill="#f3c33a"/>
<text x="400" y="302" font-family="Georgia, serif" font-size="34" text-anchor="middle" fill="#7a1f1a">GUARANÁ</text>
<circle cx="400" cy="336" r="16" fill="#b4201a"/><circle cx="400" cy="336" r="7" fill="#1b1b1b"/><circle cx="398" cy="334" r="3" fill="#ffffff"/>
<rect x="338" y="170" width="16" height="300" rx="8" fill="#ffffff" opacity=".18"/>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${350 + i * 25}" cy="${200 + (i % 2) * 30}" r="3" fill="#ffffff" opacity=".55"/>`).join('')}`;
}

/** A basket of cheese bread balls. */
export function cheeseBread() {
  const balls = [
    [320, 320],
    [410, 300],
    [500, 325],
    [360, 390],
    [460, 395],
    [270, 395],
    [550, 395],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="44" fill="url(#golden)"/><path d="M${x - 22} ${y - 18} q 18 -12 36 0" stroke="#fff0cc" stroke-width="6" stroke-linecap="round" fill="none" opacity=".8"/>`,
    )
    .join('');
  return `${plate(410, 370, 250, '#efe2c9')}${balls}`;
}

/** A jar of green chimichurri. */
export function chimichurri() {
  const r = random(23);
  const bits = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${(330 + r() * 140).toFixed(0)}" cy="${(250 + r() * 200).toFixed(0)}" r="${(2 + r() * 4).toFixed(1)}" fill="${r() > 0.8 ? '#b4311f' : '#2f5f25'}"/>`,
  ).join('');
  return `${board(150, 380, 500, 140)}
<rect x="310" y="200" width="180" height="270" rx="30" fill="#5f8a3a"/>${bits}
<rect x="310" y="200" width="180" height="270" rx="30" fill="url(#glass)" opacity=".25"/>
<rect x="300" y="160" width="200" height="50" rx="12" fill="#7a1f1a"/>
<rect x="330" y="300" width="140" height="70" rx="8" fill="#f3ebdd"/>
<text x="400" y="344" font-family="Georgia, serif" font-size="20" text-anchor="middle" fill="#2f6b3a">chimichurri</text>
${sprig(520, 470, -12, 0.8)}`;
}

/** The couple's kit: two picanha steaks side by side, two sausages and two cheese skewers on a round board. */
export function kitForTwo() {
  const steak = (x, y, r) => `<g transform="translate(${x} ${y}) rotate(${r}) scale(.78)">
  <path d="M0 40 C 10 5 150 -5 170 30 L 160 120 C 110 132 50 132 8 120 Z" fill="url(#sear)"/>
  <path d="M12 48 C 30 22 140 16 156 42 L 148 112 C 104 122 54 122 18 112 Z" fill="url(#meatLight)"/>
  <path d="M0 40 C 10 5 150 -5 170 30 L 164 52 C 140 22 30 24 4 58 Z" fill="url(#fat)"/>
</g>`;
  const link = (x, y, r) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="0" y="0" width="170" height="36" rx="18" fill="#b4503f"/><path d="M20 10 h130" stroke="#e08a78" stroke-width="5" stroke-linecap="round" opacity=".6"/></g>`;
  const skewer = (x, y) =>
    `<g transform="translate(${x} ${y}) rotate(-12)"><rect x="-20" y="16" width="200" height="6" rx="3" fill="#caa57a"/><rect x="10" y="0" width="130" height="38" rx="8" fill="url(#golden)"/><path d="M30 8 l 10 22 M70 8 l 10 22 M110 8 l 10 22" stroke="#9b6a2c" stroke-width="5" stroke-linecap="round" opacity=".55"/></g>`;
  return `${shadow(400, 515, 280, 28, 0.3)}
<ellipse cx="400" cy="370" rx="300" ry="150" fill="url(#wood)"/>
<ellipse cx="400" cy="362" rx="282" ry="136" fill="none" stroke="#5a3524" stroke-opacity=".25" stroke-width="4"/>
${steak(200, 270, -10)}${steak(330, 262, 6)}
${link(470, 300, 12)}${link(480, 350, 18)}
${skewer(230, 400)}${skewer(250, 440)}
<g transform="translate(610 230)"><path d="M0 12 C 0 -8 28 -8 28 12 C 28 -8 56 -8 56 12 C 56 34 28 50 28 56 C 28 50 0 34 0 12 Z" fill="#b4201a"/></g>
${sprig(620, 450, 20, 0.6)}`;
}
