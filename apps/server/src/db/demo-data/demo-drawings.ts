import { createHash } from 'node:crypto';

/** The demo photos' size in pixels. */
export const DEMO_IMAGE_WIDTH = 960;
export const DEMO_IMAGE_HEIGHT = 640;

/** What a demo drawing is made from: the item it shows (its layout is seeded from these). */
export interface DemoDrawingSeed {
  title: string;
  number: string | null;
  year: number | null;
  kind: 'gun' | 'part';
}

/** A rectangle in the image's pixels. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The places of a drawing that demo regions mark (ADR 059): on a gun its water jacket, receiver,
 * barrel, back plate and wheeled mount; on a part (a product's «клейма») the round mark.
 */
export type DemoDrawingPlace = 'jacket' | 'receiver' | 'barrel' | 'backPlate' | 'mount' | 'mark';

/** A patch of light on the backdrop, as a studio lamp leaves it: an ellipse fading out from its middle. */
export interface DemoLight {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** How bright its middle is, 0 to 1. */
  opacity: number;
}

/** A drawing as SVG and where its places are, in the image's pixels (strokes included). */
export interface DemoDrawing {
  /** The background gradient's direction: `x1 y1 x2 y2` of an SVG linearGradient, 0 to 1. */
  gradient: [number, number, number, number];
  /** The light on the backdrop: what gives each photo a structure of its own at the hash's scale. */
  lights: DemoLight[];
  svg: string;
  places: Partial<Record<DemoDrawingPlace, Box>>;
}

/**
 * Numbers from 0 to 1, the same for the same item every time: each item's drawing differs in
 * structure (placement, proportions, shape, the light's direction), so that the near-duplicate hash
 * (ADR 080) does not take two demo items' photos for one photo under another caption.
 */
function seededRandom(seed: DemoDrawingSeed): () => number {
  const digest = createHash('sha256')
    .update(JSON.stringify([seed.kind, seed.title, seed.number, seed.year]))
    .digest();
  let state = digest.readUInt32LE(0);
  // mulberry32
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();

const STROKE = 'fill="none" stroke="#c9b37e" stroke-width="6" stroke-linejoin="round"';
const SHADE = 'fill="#c9b37e" fill-opacity="0.28" stroke="none"';

/** A stylised Maxim on a wheeled mount, in outline, as first drawn at full size facing left. */
const gunShapes = `
  <rect x="250" y="220" width="330" height="90" rx="30" ${SHADE}/>
  <rect x="580" y="210" width="150" height="110" rx="8" ${SHADE}/>
  <circle cx="470" cy="480" r="58" ${SHADE}/><circle cx="700" cy="480" r="58" ${SHADE}/>
  <g ${STROKE}>
    <rect x="250" y="220" width="330" height="90" rx="30"/>
    ${Array.from({ length: 9 }, (_, i) => `<line x1="${280 + i * 34}" y1="224" x2="${280 + i * 34}" y2="306"/>`).join('')}
    <rect x="580" y="210" width="150" height="110" rx="8"/>
    <line x1="110" y1="265" x2="250" y2="265"/>
    <rect x="730" y="235" width="60" height="60" rx="10"/>
    <path d="M650 320 L620 420 L480 470 M650 320 L700 430"/>
    <circle cx="470" cy="480" r="58"/><circle cx="700" cy="480" r="58"/>
    <path d="M540 180 L560 110 L700 110 L720 180"/>
  </g>`;

/** Where the gun's places are in `gunShapes`, strokes included, and the whole drawing's box. */
const GUN_PLACES: Record<Exclude<DemoDrawingPlace, 'mark'>, Box> = {
  jacket: { x: 240, y: 210, width: 350, height: 110 },
  receiver: { x: 572, y: 202, width: 166, height: 126 },
  barrel: { x: 100, y: 245, width: 150, height: 40 },
  backPlate: { x: 722, y: 227, width: 76, height: 76 },
  mount: { x: 400, y: 322, width: 370, height: 226 },
};
const GUN_BOX: Box = { x: 100, y: 104, width: 698, height: 444 };

/** The gun scaled, moved and perhaps turned to face right; its places moved with it. */
function gunDrawing(random: () => number): Omit<DemoDrawing, 'gradient' | 'lights'> {
  const scale = between(random, 0.55, 0.95);
  const mirrored = random() < 0.5;
  const [width, height] = [GUN_BOX.width * scale, GUN_BOX.height * scale];
  const left = between(random, 24, DEMO_IMAGE_WIDTH - 24 - width);
  const top = between(random, 150, 565 - height);
  /** Where a box of the drawing lands in the image. */
  const place = (box: Box): Box => {
    const fromLeft = mirrored ? GUN_BOX.x + GUN_BOX.width - (box.x + box.width) : box.x - GUN_BOX.x;
    return {
      x: Math.floor(left + fromLeft * scale),
      y: Math.floor(top + (box.y - GUN_BOX.y) * scale),
      width: Math.ceil(box.width * scale) + 1,
      height: Math.ceil(box.height * scale) + 1,
    };
  };
  const flip = mirrored ? `translate(${GUN_BOX.x * 2 + GUN_BOX.width} 0) scale(-1 1)` : '';
  const transform = `translate(${left} ${top}) scale(${scale}) translate(${-GUN_BOX.x} ${-GUN_BOX.y}) ${flip}`;
  const places = Object.fromEntries(Object.entries(GUN_PLACES).map(([name, box]) => [name, place(box)]));
  return { svg: `<g transform="${transform}">${gunShapes}</g>`, places };
}

/** A part as a framed section: the frame's proportions and place, the round mark's size and place, its holes. */
function partDrawing(random: () => number): Omit<DemoDrawing, 'gradient' | 'lights'> {
  const width = Math.round(between(random, 220, 600));
  const height = Math.round(between(random, 150, 330));
  const x = Math.round(between(random, 40, DEMO_IMAGE_WIDTH - 40 - width));
  const y = Math.round(between(random, 160, 580 - height));
  const r = Math.round(between(random, 36, Math.min(width, height) / 2 - 16));
  const cx = Math.round(between(random, x + r + 14, x + width - r - 14));
  const cy = Math.round(between(random, y + r + 14, y + height - r - 14));
  const inner = Math.round(r * between(random, 0.2, 0.6));
  const rx = Math.round(between(random, 0, 40));
  const across =
    random() < 0.5
      ? `<line x1="${x}" y1="${cy}" x2="${cx - r}" y2="${cy}"/><line x1="${cx + r}" y1="${cy}" x2="${x + width}" y2="${cy}"/>`
      : `<line x1="${cx}" y1="${y}" x2="${cx}" y2="${cy - r}"/><line x1="${cx}" y1="${cy + r}" x2="${cx}" y2="${y + height}"/>`;
  // Rivet holes, where they clear the mark.
  const holes = Array.from({ length: Math.floor(between(random, 0, 4)) }, () => {
    const hole = {
      r: Math.round(between(random, 8, 18)),
      x: between(random, x + 28, x + width - 28),
      y: between(random, y + 28, y + height - 28),
    };
    return Math.hypot(hole.x - cx, hole.y - cy) > r + hole.r + 8
      ? `<circle cx="${Math.round(hole.x)}" cy="${Math.round(hole.y)}" r="${hole.r}"/>`
      : '';
  }).join('');
  const svg = `
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" ${SHADE}/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#1a140c" fill-opacity="0.55"/>
    <g ${STROKE}>
      <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}"/>
      <circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${inner}"/>${across}${holes}
    </g>`;
  const mark = { x: cx - r - 4, y: cy - r - 4, width: 2 * r + 8, height: 2 * r + 8 };
  return { svg, places: { mark } };
}

/** The drawing of an item's demo photo and the places on it, the same for the same item every time. */
export function demoDrawing(seed: DemoDrawingSeed): DemoDrawing {
  const random = seededRandom(seed);
  const angle = random() * 2 * Math.PI;
  const [dx, dy] = [Math.cos(angle) / 2, Math.sin(angle) / 2];
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const gradient: DemoDrawing['gradient'] = [round(0.5 - dx), round(0.5 - dy), round(0.5 + dx), round(0.5 + dy)];
  const lights = Array.from({ length: 3 + Math.floor(random() * 3) }, () => ({
    cx: Math.round(between(random, 0, DEMO_IMAGE_WIDTH)),
    cy: Math.round(between(random, 0, DEMO_IMAGE_HEIGHT)),
    rx: Math.round(between(random, 90, 300)),
    ry: Math.round(between(random, 70, 220)),
    opacity: round(between(random, 0.12, 0.3)),
  }));
  return { gradient, lights, ...(seed.kind === 'gun' ? gunDrawing(random) : partDrawing(random)) };
}

/** Where a place is on an item's demo photo; fails for a place its drawing does not have. */
export function demoDrawingPlace(seed: DemoDrawingSeed, name: DemoDrawingPlace): Box {
  const box = demoDrawing(seed).places[name];
  if (!box) throw new Error(`A demo ${seed.kind} drawing has no ${name}`);
  return box;
}
