// Beef cuts: each function returns the SVG body of one picture (backdrop drawn by picture()).
import { board, marbling, salt, shadow, slate, sprig } from './common.mjs';

/** A whole picanha from the side: the thick fat cap over the red meat (the site's hero shape). */
export function picanha() {
  return `${board()}
<g transform="translate(195 175) scale(1.18) rotate(-4)">
  <path d="M10 120 C 0 60 60 10 160 8 C 260 6 340 40 350 96 C 356 132 320 150 250 150 L 60 150 C 30 150 14 140 10 120 Z" fill="url(#meat)"/>
  <path d="M10 120 C 0 60 60 10 160 8 C 260 6 340 40 350 96 C 340 70 300 44 240 36 C 170 28 80 40 40 80 C 22 98 14 110 10 120 Z" fill="url(#fat)"/>
  <path d="M70 104c40-10 90-12 140-6M90 128c50-8 110-8 170 2M150 86c40-4 80 0 120 10" stroke="#f3dfc0" stroke-opacity=".35" stroke-width="3" stroke-linecap="round" fill="none"/>
</g>
${salt(250, 470, 16, 60, 11)}${sprig(470, 470, -12, 0.9)}`;
}

/** Picanha sliced into thick arched steaks, each with its cap, on slate. */
export function picanhaSliced() {
  const slice = (x, y, r) => `<g transform="translate(${x} ${y}) rotate(${r})">
  <path d="M0 40 C 10 5 150 -5 170 30 L 160 120 C 110 132 50 132 8 120 Z" fill="url(#sear)"/>
  <path d="M12 48 C 30 22 140 16 156 42 L 148 112 C 104 122 54 122 18 112 Z" fill="url(#meatLight)"/>
  <path d="M0 40 C 10 5 150 -5 170 30 L 164 52 C 140 22 30 24 4 58 Z" fill="url(#fat)"/>
</g>`;
  return `${slate()}
${slice(170, 300, -8)}${slice(300, 285, -2)}${slice(430, 292, 5)}
${salt(620, 470, 12, 40, 4)}${sprig(180, 470, -8, 0.8)}`;
}

/** A steak from above with its side strip of fat (contra-filé) or the ribeye's central eye. */
export function steak({ ribeye = false, seed = 3 } = {}) {
  const outline =
    'M250 300 C 300 250 500 240 560 290 C 600 330 580 420 520 440 C 430 470 300 460 250 420 C 215 390 215 330 250 300 Z';
  const inner =
    'M256 324 C 306 278 494 270 552 312 C 584 346 568 414 514 430 C 430 456 306 448 260 412 C 230 388 230 348 256 324 Z';
  const eye = ribeye
    ? '<path d="M350 330 C 380 315 440 318 455 345 C 468 372 430 392 395 388 C 360 384 335 355 350 330 Z" fill="#f2d9bf" opacity=".85"/>'
    : '';
  return `${board(130, 250, 540, 250)}
${shadow(405, 452, 170, 22, 0.25)}
<clipPath id="cut${seed}"><path d="${inner}"/></clipPath>
<path d="${outline}" fill="url(#fat)"/>
<path d="${inner}" fill="url(#meat)"/>
<g clip-path="url(#cut${seed})">${marbling(260, 290, 300, 150, ribeye ? 14 : 8, seed, ribeye ? 0.55 : 0.35)}${eye}</g>
${salt(190, 300, 10, 30, seed + 2)}${sprig(540, 470, -16, 0.8)}`;
}

/** Three thick filet mignon medallions, seared at the edge. */
export function medallions() {
  const one = (cx, cy) => `<g>
  <path d="M${cx - 80} ${cy} v 40 a 80 30 0 0 0 160 0 v -40 z" fill="url(#sear)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="80" ry="30" fill="url(#meatLight)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="80" ry="30" fill="none" stroke="#5c2415" stroke-width="5"/>
  <path d="M${cx - 40} ${cy - 6} q 30 -8 70 2" stroke="#f6e3cc" stroke-opacity=".35" stroke-width="3" fill="none"/>
</g>`;
  return `${slate()}
${one(270, 330)}${one(450, 310)}${one(370, 410)}
${sprig(560, 460, -20, 0.8)}${salt(210, 460, 10, 30, 9)}`;
}

/** Fraldinha: a long, flat cut with its coarse diagonal grain. */
export function flank() {
  const shape =
    'M170 360 C 200 300 330 280 430 290 C 520 298 620 300 650 340 C 670 380 610 420 520 425 C 420 432 300 440 220 425 C 170 416 150 392 170 360 Z';
  const grain = Array.from({ length: 22 }, (_, i) => {
    const x = 170 + i * 22;
    return `<path d="M${x} 270 l 60 170" stroke="#5e1a12" stroke-opacity=".28" stroke-width="3"/>`;
  }).join('');
  return `${board(120, 260, 570, 230)}
<clipPath id="flank"><path d="${shape}"/></clipPath>
<path d="${shape}" fill="url(#meat)"/>
<g clip-path="url(#flank)">${grain}<path d="M170 300 C 300 290 520 290 660 320 L 660 300 L 170 280 Z" fill="#f1dcc0" opacity=".7"/></g>
${sprig(200, 470, -6, 0.8)}${salt(600, 470, 10, 30, 13)}`;
}

/** Maminha (tri-tip): a curved triangle with a thin layer of fat along its back. */
export function triTip() {
  const shape =
    'M190 410 C 260 300 420 240 600 270 C 640 280 640 320 610 340 C 520 390 360 430 230 440 C 190 444 175 430 190 410 Z';
  return `${board(130, 260, 550, 230)}
<clipPath id="tri"><path d="${shape}"/></clipPath>
<path d="${shape}" fill="url(#meat)"/>
<g clip-path="url(#tri)"><path d="M180 400 C 260 290 420 230 610 262 L 612 290 C 430 262 280 320 200 420 Z" fill="url(#fat)"/>${marbling(260, 320, 320, 90, 6, 21)}</g>
${salt(580, 440, 12, 40, 6)}`;
}

/** Beef ribs from the side: meat over a row of bones. */
export function ribs({ glaze = false } = {}) {
  const bones = Array.from({ length: 6 }, (_, i) => {
    const x = 200 + i * 72;
    return `<rect x="${x}" y="330" width="34" height="150" rx="17" fill="url(#bone)"/>`;
  }).join('');
  const body = glaze ? '#7a2f16' : 'url(#meat)';
  return `${board(120, 270, 560, 230)}
${bones}
<path d="M170 300 C 180 260 620 250 640 300 L 640 420 C 560 440 250 440 170 420 Z" fill="${body}"/>
<path d="M170 300 C 180 260 620 250 640 300 L 640 322 C 560 296 250 296 170 326 Z" fill="${glaze ? '#a4481f' : 'url(#fat)'}" opacity="${glaze ? 0.8 : 1}"/>
${glaze ? '<path d="M200 360 C 320 340 480 340 610 362" stroke="#d9874a" stroke-opacity=".45" stroke-width="8" stroke-linecap="round" fill="none"/>' : marbling(200, 340, 420, 70, 8, 17)}
${sprig(560, 490, -10, 0.75)}`;
}

/** Cupim: the marbled hump, roasted dark at the crust. */
export function hump() {
  const dome = 'M210 440 C 200 320 300 220 410 220 C 530 220 610 320 600 440 Z';
  return `${board(130, 300, 540, 200)}
<clipPath id="dome"><path d="${dome}"/></clipPath>
<path d="${dome}" fill="url(#sear)"/>
<path d="M232 440 C 228 332 316 244 410 244 C 516 244 584 334 578 440 Z" fill="url(#meat)"/>
<g clip-path="url(#dome)">${marbling(240, 260, 340, 170, 18, 31, 0.55)}</g>
${salt(650, 470, 8, 20, 2)}`;
}

/** A roast block: alcatra, coxão mole, acém; `tied` adds butcher's twine. */
export function roast({ seed = 41, fatty = 0.35, tied = false, pork = false } = {}) {
  const block = 'M200 330 C 210 280 580 270 600 320 L 610 420 C 590 460 230 470 200 430 Z';
  const twine = tied
    ? Array.from(
        { length: 5 },
        (_, i) =>
          `<path d="M${250 + i * 75} 290 C ${255 + i * 75} 360 ${255 + i * 75} 400 ${250 + i * 75} 455" stroke="#efe6d2" stroke-width="6" fill="none"/>`,
      ).join('')
    : '';
  return `${board(130, 270, 540, 230)}
<clipPath id="roast${seed}"><path d="${block}"/></clipPath>
<path d="${block}" fill="${pork ? 'url(#pork)' : 'url(#meat)'}"/>
<g clip-path="url(#roast${seed})"><path d="M200 330 C 210 280 580 270 600 320 L 600 336 C 560 300 230 306 200 346 Z" fill="url(#fat)" opacity=".9"/>${marbling(220, 330, 360, 110, 10, seed, fatty)}</g>
${twine}${sprig(520, 470, -12, 0.8)}`;
}

export { shadow };

/** The premium picanha kit: a black gift box with a gold ribbon, a whole picanha and a jar of rock salt. */
export function picanhaGiftBox() {
  return `${shadow(400, 520, 290, 26, 0.35)}
<rect x="120" y="250" width="560" height="260" rx="14" fill="#1c1715"/>
<rect x="136" y="266" width="528" height="228" rx="10" fill="#2a2320"/>
<path d="M150 250 L 190 130 L 700 130 L 680 250 Z" fill="#141110"/>
<rect x="380" y="130" width="36" height="120" fill="#c7a15a"/>
<g transform="translate(180 270) scale(.92)">
  <path d="M10 120 C 0 60 60 10 160 8 C 260 6 340 40 350 96 C 356 132 320 150 250 150 L 60 150 C 30 150 14 140 10 120 Z" fill="url(#meat)"/>
  <path d="M10 120 C 0 60 60 10 160 8 C 260 6 340 40 350 96 C 340 70 300 44 240 36 C 170 28 80 40 40 80 C 22 98 14 110 10 120 Z" fill="url(#fat)"/>
</g>
<g transform="translate(560 330)"><rect x="0" y="0" width="76" height="110" rx="14" fill="#f3ebdd" opacity=".9"/><rect x="-4" y="-14" width="84" height="22" rx="6" fill="#c7a15a"/>${salt(38, 70, 14, 26, 9)}</g>
<rect x="120" y="470" width="560" height="40" rx="10" fill="#141110"/>
<rect x="380" y="250" width="36" height="260" fill="#c7a15a" opacity=".92"/>
<rect x="300" y="478" width="200" height="26" rx="13" fill="#c7a15a"/>
<text x="400" y="497" font-family="Georgia, serif" font-size="17" letter-spacing="4" text-anchor="middle" fill="#1c1715">PREMIUM</text>`;
}
