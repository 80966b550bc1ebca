import { isStaff, type Role, type Tier } from '../members/roles.js';
import { effectiveTier, tierAtLeast } from '../members/tiers.js';

/**
 * The cover editor (`/cover-editor/{template?}`, issue 4; SPEC 3 "Editor"): a canvas with background, text
 * and shape layers, guides, and templates. Positions are in canvas units (the canvas's own pixels); the
 * export draws the canvas at the cover's size. Pure rules only: the site draws, the API stores templates.
 */

/** SPEC defaults: a 100 x 100 canvas, 50 units of margin around it in the editor, zoom up to 2x. */
export const DEFAULT_COVER_CANVAS = { width: 100, height: 100, margin: 50, scale: 1 } as const;
export const COVER_MAX_SCALE = 2;
export const COVER_MIN_SCALE = 0.25;
/** A story cover's canvas: portrait 2:3 like STORY_COVER_SIZES, drawn at 1000 x 1500 on export. */
export const STORY_COVER_CANVAS = { width: 400, height: 600, margin: 50, scale: 1 } as const;
export const COVER_EXPORT_FACTOR = 2.5;

export const COVER_LAYER_TYPES = ['background', 'text', 'shape'] as const;
export type CoverLayerType = (typeof COVER_LAYER_TYPES)[number];
export const COVER_GUIDES = ['circle', 'grid', 'thirds'] as const;
export type CoverGuide = (typeof COVER_GUIDES)[number];
export const COVER_SHAPES = ['rectangle', 'ellipse'] as const;
export type CoverShape = (typeof COVER_SHAPES)[number];
export const COVER_FONTS = ['serif', 'sans', 'display'] as const;
export type CoverFont = (typeof COVER_FONTS)[number];
export const COVER_H_POSITIONS = ['left', 'center', 'right'] as const;
export const COVER_V_POSITIONS = ['top', 'middle', 'bottom'] as const;

export const COVER_LIMITS = { layersMax: 20, textMax: 200, nameMax: 60, templatesPerMember: 50, canvasMin: 50, canvasMax: 3000 } as const;

export interface CoverCanvas {
  width: number;
  height: number;
  margin: number;
  scale: number;
}

export interface CoverLayerStyle {
  top: number;
  left: number;
  width: number;
  height: number;
  /** A fill colour (#rrggbb), or null for none. */
  background: string | null;
  zIndex: number;
  horizontalPosition: (typeof COVER_H_POSITIONS)[number];
  verticalPosition: (typeof COVER_V_POSITIONS)[number];
}

export interface CoverLayer {
  id: string;
  type: CoverLayerType;
  style: CoverLayerStyle;
  /** Background image (a URL); only background layers have one. */
  image?: { url: string; width: number; height: number } | null;
  /** Text layers: the words ({title} and {author} are filled in with the story's), font, size, colour. */
  text?: { content: string; font: CoverFont; size: number; colour: string; bold: boolean } | null;
  shape?: CoverShape | null;
}

export interface CoverDesign {
  canvas: CoverCanvas;
  layers: CoverLayer[];
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Zoom stays between COVER_MIN_SCALE and COVER_MAX_SCALE. */
export const clampScale = (scale: number) => clamp(Number.isFinite(scale) ? scale : 1, COVER_MIN_SCALE, COVER_MAX_SCALE);

/**
 * SPEC "editor layer positions are clamped so the background image covers the canvas": a background is at
 * least as large as the canvas (grown keeping its shape when it is not) and never leaves a gap at any edge.
 */
export function clampBackground(style: CoverLayerStyle, canvas: Pick<CoverCanvas, 'width' | 'height'>): CoverLayerStyle {
  let { width, height } = style;
  if (width <= 0 || height <= 0) {
    width = canvas.width;
    height = canvas.height;
  }
  const grow = Math.max(canvas.width / width, canvas.height / height, 1);
  width *= grow;
  height *= grow;
  return {
    ...style,
    width,
    height,
    left: clamp(style.left, canvas.width - width, 0),
    top: clamp(style.top, canvas.height - height, 0),
  };
}

/** Text and shapes keep inside the canvas (no bigger than it, no part outside). */
export function clampLayer(style: CoverLayerStyle, canvas: Pick<CoverCanvas, 'width' | 'height'>): CoverLayerStyle {
  const width = clamp(style.width, 1, canvas.width);
  const height = clamp(style.height, 1, canvas.height);
  return { ...style, width, height, left: clamp(style.left, 0, canvas.width - width), top: clamp(style.top, 0, canvas.height - height) };
}

export function clampLayerFor(layer: CoverLayer, canvas: Pick<CoverCanvas, 'width' | 'height'>): CoverLayer {
  return { ...layer, style: layer.type === 'background' ? clampBackground(layer.style, canvas) : clampLayer(layer.style, canvas) };
}

/** Lines ({x1,y1,x2,y2}) and circles ({cx,cy,r}) of a guide over the canvas. */
export type GuideMark = { kind: 'line'; x1: number; y1: number; x2: number; y2: number } | { kind: 'circle'; cx: number; cy: number; r: number };

export function guideMarks(guide: CoverGuide, canvas: Pick<CoverCanvas, 'width' | 'height'>, gridStep = 4): GuideMark[] {
  const { width: w, height: h } = canvas;
  const cuts = (n: number) => Array.from({ length: n - 1 }, (_, i) => (i + 1) / n);
  const lines = (fractions: number[]): GuideMark[] => [
    ...fractions.map((f) => ({ kind: 'line' as const, x1: w * f, y1: 0, x2: w * f, y2: h })),
    ...fractions.map((f) => ({ kind: 'line' as const, x1: 0, y1: h * f, x2: w, y2: h * f })),
  ];
  if (guide === 'circle') return [{ kind: 'circle', cx: w / 2, cy: h / 2, r: Math.min(w, h) / 2 }];
  if (guide === 'thirds') return lines(cuts(3));
  return lines(cuts(gridStep));
}

/** The words a text layer shows for a story. */
export function coverText(content: string, story: { title: string; author: string }): string {
  return content.replaceAll('{title}', story.title).replaceAll('{author}', story.author);
}

/** Layers bottom to top (z-index, then their order). */
export function layersInOrder(layers: readonly CoverLayer[]): CoverLayer[] {
  return layers.map((l, i) => [l, i] as const).sort((a, b) => a[0].style.zIndex - b[0].style.zIndex || a[1] - b[1]).map(([l]) => l);
}

/** Who may save their own templates (SPEC permission canSaveTemplates): upgraded members (Silver and up) and staff. */
export function canSaveCoverTemplates(viewer: { role: Role; tier: Tier; tierExpiresAt: Date | null }, now: Date): boolean {
  return isStaff(viewer.role) || tierAtLeast(effectiveTier(viewer, now), 'silver');
}

const style = (s: Partial<CoverLayerStyle> & Pick<CoverLayerStyle, 'top' | 'left' | 'width' | 'height'>): CoverLayerStyle => ({
  background: null,
  zIndex: 1,
  horizontalPosition: 'center',
  verticalPosition: 'middle',
  ...s,
});
const C = STORY_COVER_CANVAS;
const bg = (colour: string): CoverLayer => ({ id: 'background', type: 'background', style: style({ top: 0, left: 0, width: C.width, height: C.height, background: colour, zIndex: 0 }), image: null });
const text = (id: string, content: string, top: number, size: number, colour: string, font: CoverFont, extra: Partial<CoverLayerStyle> = {}): CoverLayer => ({
  id,
  type: 'text',
  style: style({ top, left: 30, width: C.width - 60, height: size * 2.6, zIndex: 3, ...extra }),
  text: { content, font, size, colour, bold: size >= 30 },
});

/** The system templates everyone may start from (names are translated: stories.coverEditor.template.<id>). */
export const SYSTEM_COVER_TEMPLATES: ReadonlyArray<{ id: string; design: CoverDesign }> = [
  {
    id: 'classic',
    design: {
      canvas: { ...C },
      layers: [
        bg('#1f2a44'),
        { id: 'band', type: 'shape', shape: 'rectangle', style: style({ top: 380, left: 0, width: C.width, height: 8, background: '#c9a227', zIndex: 2 }) },
        text('title', '{title}', 120, 40, '#f5f0e1', 'serif'),
        text('author', '{author}', 470, 20, '#c9a227', 'serif', { verticalPosition: 'bottom' }),
      ],
    },
  },
  {
    id: 'minimal',
    design: {
      canvas: { ...C },
      layers: [bg('#f7f5f0'), text('title', '{title}', 230, 36, '#222222', 'sans'), text('author', '{author}', 520, 18, '#666666', 'sans', { verticalPosition: 'bottom' })],
    },
  },
  {
    id: 'moonlight',
    design: {
      canvas: { ...C },
      layers: [
        bg('#101820'),
        { id: 'moon', type: 'shape', shape: 'ellipse', style: style({ top: 70, left: 110, width: 180, height: 180, background: '#f2e8c9', zIndex: 1 }) },
        text('title', '{title}', 320, 38, '#f2e8c9', 'display'),
        text('author', '{author}', 500, 20, '#9fb3c8', 'sans', { verticalPosition: 'bottom' }),
      ],
    },
  },
  {
    id: 'romance',
    design: {
      canvas: { ...C },
      layers: [
        bg('#7a1f3d'),
        { id: 'frame', type: 'shape', shape: 'rectangle', style: style({ top: 30, left: 30, width: 340, height: 540, background: '#a8324f', zIndex: 1 }) },
        text('title', '{title}', 180, 40, '#fff1f3', 'display'),
        text('author', '{author}', 480, 20, '#ffd6de', 'serif', { verticalPosition: 'bottom' }),
      ],
    },
  },
];
export const SYSTEM_COVER_TEMPLATE_IDS = SYSTEM_COVER_TEMPLATES.map((t) => t.id);
