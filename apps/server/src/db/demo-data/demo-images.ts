import { loadSharp } from '../../lib/images';
import { DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH, type DemoDrawingSeed, demoDrawing } from './demo-drawings';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/** What a demo photo shows: everything its bytes depend on besides the drawing code. */
export interface DemoImageSpec extends DemoDrawingSeed {
  hue: number;
}

/**
 * A generated demonstration photo: the item's name, number and year over a drawing,
 * clearly marked as a demonstration image.
 */
export async function renderDemoImage(opts: DemoImageSpec): Promise<Buffer> {
  const subtitle = [opts.number ? `№ ${opts.number}` : null, opts.year ? `${opts.year} г.` : null].filter(Boolean).join(' · ');
  const drawing = demoDrawing(opts);
  const [x1, y1, x2, y2] = drawing.gradient;
  const { lights } = drawing;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}">
    <defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">
      <stop offset="0" stop-color="hsl(${opts.hue},28%,20%)"/><stop offset="1" stop-color="hsl(${(opts.hue + 40) % 360},22%,8%)"/>
    </linearGradient>${lights.map((_, i) => `<radialGradient id="light${i}"><stop offset="0" stop-color="#fff4d8"/><stop offset="1" stop-color="#fff4d8" stop-opacity="0"/></radialGradient>`).join('')}</defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    ${lights.map((l, i) => `<ellipse cx="${l.cx}" cy="${l.cy}" rx="${l.rx}" ry="${l.ry}" fill="url(#light${i})" opacity="${l.opacity}"/>`).join('')}
    ${drawing.svg}
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
