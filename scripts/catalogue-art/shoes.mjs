// Cleats and sneakers from the side.
import { shadow } from './common.mjs';

/** A football boot with studs; colours [upper, accent, sole]. */
export function cleat([upper, accent, sole]) {
  const studs = [250, 310, 370, 470, 540]
    .map((x) => `<path d="M${x} 440 l 10 30 h 16 l 10 -30 z" fill="${sole}"/>`)
    .join('');
  return `${shadow(420, 490, 260, 20, 0.25)}
${studs}
<path d="M200 400 C 200 330 260 300 330 300 L 420 260 C 470 240 520 250 540 290 C 560 330 620 350 650 380 C 668 398 660 430 630 436 L 230 446 C 210 446 200 426 200 400 Z" fill="${upper}"/>
<path d="M200 420 L 660 412 C 664 428 650 440 630 442 L 222 450 C 208 450 200 438 200 420 Z" fill="${sole}"/>
<path d="M300 400 C 380 360 470 350 600 380" stroke="${accent}" stroke-width="14" stroke-linecap="round" fill="none"/>
<path d="M420 268 l 30 70 M450 258 l 30 70 M480 256 l 26 66" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity=".85"/>
<path d="M220 330 C 240 300 300 296 330 300" stroke="#ffffff" stroke-opacity=".25" stroke-width="6" fill="none"/>`;
}

/** A low-top sneaker; colours [upper, stripe, sole]. */
export function sneaker([upper, stripe, sole]) {
  return `${shadow(420, 490, 260, 20, 0.25)}
<path d="M190 410 C 190 350 230 330 290 330 L 380 290 C 420 274 470 280 490 310 C 520 350 600 360 640 380 C 668 394 668 430 640 440 L 220 450 C 200 450 190 432 190 410 Z" fill="${upper}"/>
<path d="M186 420 L 664 410 L 664 446 C 664 462 650 470 630 470 L 210 476 C 194 476 186 462 186 446 Z" fill="${sole}"/>
<path d="M190 446 L 664 438" stroke="#000000" stroke-opacity=".12" stroke-width="4"/>
<path d="M300 410 C 360 360 440 330 520 340" stroke="${stripe}" stroke-width="18" stroke-linecap="round" fill="none"/>
<path d="M390 300 l 24 48 M420 292 l 24 48 M450 292 l 22 44" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>
<circle cx="230" cy="390" r="10" fill="${stripe}"/>`;
}
