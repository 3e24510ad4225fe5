import { loadSharp } from '../../lib/images';

export const DEMO_IMAGE_WIDTH = 960;
export const DEMO_IMAGE_HEIGHT = 640;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** A stylised Maxim on a wheeled mount, in outline. */
const gunDrawing = `
  <g fill="none" stroke="#c9b37e" stroke-width="6" stroke-linejoin="round">
    <rect x="250" y="220" width="330" height="90" rx="30"/>
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${280 + i * 34}" y1="224" x2="${280 + i * 34}" y2="306"/>`).join('')}
    <rect x="580" y="210" width="150" height="110" rx="8"/>
    <line x1="110" y1="265" x2="250" y2="265"/>
    <rect x="730" y="235" width="60" height="60" rx="10"/>
    <path d="M650 320 L620 420 L480 470 M650 320 L700 430"/>
    <circle cx="470" cy="480" r="58"/><circle cx="700" cy="480" r="58"/>
    <path d="M540 180 L560 110 L700 110 L720 180"/>
  </g>`;

/**
 * Where things are on the drawings above, in the images' pixels (strokes included), for the demo
 * regions (ADR 059): on a gun photo its water jacket, receiver, barrel, back plate and wheeled
 * mount; on a part photo (a product's «клейма») the round mark in the middle.
 */
export const DEMO_DRAWING_PLACES = {
  jacket: { x: 240, y: 210, width: 350, height: 110 },
  receiver: { x: 572, y: 202, width: 166, height: 126 },
  barrel: { x: 100, y: 245, width: 150, height: 40 },
  backPlate: { x: 722, y: 227, width: 76, height: 76 },
  mount: { x: 400, y: 322, width: 370, height: 226 },
  mark: { x: 404, y: 204, width: 152, height: 152 },
} as const;
export type DemoDrawingPlace = keyof typeof DEMO_DRAWING_PLACES;

/** A part drawn as a framed cross-section. */
const partDrawing = `
  <g fill="none" stroke="#c9b37e" stroke-width="6">
    <rect x="300" y="170" width="360" height="220" rx="18"/>
    <circle cx="480" cy="280" r="70"/><circle cx="480" cy="280" r="22"/>
    <line x1="300" y1="280" x2="410" y2="280"/><line x1="550" y1="280" x2="660" y2="280"/>
  </g>`;

/** What a demo photo shows: everything its bytes depend on besides this module's code. */
export interface DemoImageSpec {
  title: string;
  number: string | null;
  year: number | null;
  kind: 'gun' | 'part';
  hue: number;
}

/**
 * A generated demonstration photo: the item's name, number and year over a drawing,
 * clearly marked as a demonstration image.
 */
export async function renderDemoImage(opts: DemoImageSpec): Promise<Buffer> {
  const subtitle = [opts.number ? `№ ${opts.number}` : null, opts.year ? `${opts.year} г.` : null].filter(Boolean).join(' · ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${opts.hue},28%,20%)"/><stop offset="1" stop-color="hsl(${(opts.hue + 40) % 360},22%,8%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    ${opts.kind === 'gun' ? gunDrawing : partDrawing}
    <text x="48" y="84" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold" fill="#f1e6c8">${escapeXml(opts.title)}</text>
    <text x="48" y="132" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#d8c89c">${escapeXml(subtitle)}</text>
    <text x="48" y="600" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#9c8f70">Демонстрационное изображение · музей «Тульский Максим»</text>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * A demo picture saved again as a careless copy would be: two thirds of its size, JPEG quality 55
 * (the demo's near-duplicate pair, ADR 080).
 */
export async function resavedSmaller(image: Buffer): Promise<{ image: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  const width = Math.round((DEMO_IMAGE_WIDTH * 2) / 3);
  const { data, info } = await sharp(image).resize({ width }).jpeg({ quality: 55 }).toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}
