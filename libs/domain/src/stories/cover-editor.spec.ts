import {
  SYSTEM_COVER_TEMPLATES,
  STORY_COVER_CANVAS,
  canSaveCoverTemplates,
  clampBackground,
  clampLayer,
  clampScale,
  coverText,
  guideMarks,
  layersInOrder,
  type CoverLayer,
  type CoverLayerStyle,
} from './cover-editor.js';

const canvas = { width: 100, height: 100 };
const s = (x: Partial<CoverLayerStyle>): CoverLayerStyle => ({
  top: 0,
  left: 0,
  width: 100,
  height: 100,
  background: null,
  zIndex: 0,
  horizontalPosition: 'center',
  verticalPosition: 'middle',
  ...x,
});

describe('cover editor rules', () => {
  it('keeps the background covering the canvas: no gap at any edge, grown (keeping its shape) when too small', () => {
    expect(clampBackground(s({ left: 10, top: 10 }), canvas)).toMatchObject({ left: 0, top: 0, width: 100, height: 100 });
    expect(clampBackground(s({ left: -80, top: -5, width: 150, height: 120 }), canvas)).toMatchObject({ left: -50, top: -5 });
    const grown = clampBackground(s({ width: 50, height: 25, left: 0, top: 0 }), canvas);
    expect(grown.width).toBe(200);
    expect(grown.height).toBe(100);
    expect(grown.left + grown.width).toBeGreaterThanOrEqual(100);
    expect(clampBackground(s({ width: 0, height: 0 }), canvas)).toMatchObject({ width: 100, height: 100 });
  });

  it('keeps text and shapes inside the canvas, and zoom between the limits (at most 2x)', () => {
    expect(clampLayer(s({ left: 90, top: -10, width: 30, height: 20 }), canvas)).toMatchObject({ left: 70, top: 0, width: 30, height: 20 });
    expect(clampLayer(s({ width: 500, height: 500 }), canvas)).toMatchObject({ width: 100, height: 100, left: 0, top: 0 });
    expect(clampScale(5)).toBe(2);
    expect(clampScale(0)).toBe(0.25);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('draws the circle, thirds and grid guides', () => {
    expect(guideMarks('circle', { width: 400, height: 600 })).toEqual([{ kind: 'circle', cx: 200, cy: 300, r: 200 }]);
    const thirds = guideMarks('thirds', { width: 300, height: 600 });
    expect(thirds).toHaveLength(4);
    expect(thirds[0]).toEqual({ kind: 'line', x1: 100, y1: 0, x2: 100, y2: 600 });
    expect(guideMarks('grid', canvas)).toHaveLength(6);
  });

  it('fills in the story and orders layers bottom to top', () => {
    expect(coverText('{title} by {author}', { title: 'Night Tram', author: 'anna' })).toBe('Night Tram by anna');
    const a = { id: 'a', type: 'text', style: s({ zIndex: 2 }) } as CoverLayer;
    const b = { id: 'b', type: 'background', style: s({ zIndex: 0 }) } as CoverLayer;
    const c = { id: 'c', type: 'shape', style: s({ zIndex: 2 }) } as CoverLayer;
    expect(layersInOrder([a, b, c]).map((l) => l.id)).toEqual(['b', 'a', 'c']);
  });

  it('lets upgraded members and staff save templates, not free members or lapsed upgrades', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(canSaveCoverTemplates({ role: 'member', tier: 'free', tierExpiresAt: null }, now)).toBe(false);
    expect(canSaveCoverTemplates({ role: 'member', tier: 'silver', tierExpiresAt: null }, now)).toBe(true);
    expect(canSaveCoverTemplates({ role: 'member', tier: 'gold', tierExpiresAt: new Date('2026-11-01T00:00:00Z') }, now)).toBe(false);
    expect(canSaveCoverTemplates({ role: 'moderator', tier: 'free', tierExpiresAt: null }, now)).toBe(true);
  });

  it('ships system templates on the story cover canvas with a background that covers it', () => {
    for (const t of SYSTEM_COVER_TEMPLATES) {
      expect(t.design.canvas).toMatchObject({ width: STORY_COVER_CANVAS.width, height: STORY_COVER_CANVAS.height });
      const bgs = t.design.layers.filter((l) => l.type === 'background');
      expect(bgs).toHaveLength(1);
      expect(clampBackground(bgs[0]!.style, t.design.canvas)).toEqual(bgs[0]!.style);
      for (const l of t.design.layers.filter((x) => x.type !== 'background')) expect(clampLayer(l.style, t.design.canvas)).toEqual(l.style);
    }
  });
});
