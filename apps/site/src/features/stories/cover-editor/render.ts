import type { CoverDesign } from '@community/contracts';
import { coverText, layersInOrder } from '@community/domain';

/** The font stacks of the editor's three fonts (same in the preview and the exported image). */
export const COVER_FONT_STACKS = {
  serif: 'Georgia, "Times New Roman", serif',
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  display: '"Palatino Linotype", Palatino, "Book Antiqua", serif',
} as const;

/** The part of CanvasRenderingContext2D the export uses (so it can be checked without a browser). */
export interface CoverContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number): void;
  fill(): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  drawImage(image: CanvasImageSource, x: number, y: number, w: number, h: number): void;
  save(): void;
  restore(): void;
  scale(x: number, y: number): void;
}

/** Words broken into lines no wider than `width` (a word longer than the line gets a line of its own). */
export function wrapLines(measure: (s: string) => number, text: string, width: number): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && measure(next) > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

/**
 * Draws a design at `factor` times its canvas size, bottom layer first: fills, the background picture
 * (`images` by layer id), ellipses and rectangles, then text wrapped in its box and placed by its
 * horizontal and vertical position.
 */
export function drawCover(
  ctx: CoverContext,
  design: CoverDesign,
  story: { title: string; author: string },
  factor: number,
  images: ReadonlyMap<string, CanvasImageSource> = new Map(),
): void {
  ctx.save();
  ctx.scale(factor, factor);
  for (const layer of layersInOrder(design.layers as Parameters<typeof layersInOrder>[0])) {
    const { top, left, width, height, background, horizontalPosition, verticalPosition } = layer.style;
    if (layer.type === 'shape' && layer.shape === 'ellipse') {
      if (background) {
        ctx.fillStyle = background;
        ctx.beginPath();
        ctx.ellipse(left + width / 2, top + height / 2, width / 2, height / 2, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      continue;
    }
    if (background && layer.type !== 'text') {
      ctx.fillStyle = background;
      ctx.fillRect(left, top, width, height);
    }
    const image = images.get(layer.id);
    if (layer.type === 'background' && image) ctx.drawImage(image, left, top, width, height);
    if (layer.type === 'text' && layer.text) {
      const t = layer.text;
      if (background) {
        ctx.fillStyle = background;
        ctx.fillRect(left, top, width, height);
      }
      ctx.font = `${t.bold ? 'bold ' : ''}${t.size}px ${COVER_FONT_STACKS[t.font]}`;
      ctx.fillStyle = t.colour;
      ctx.textBaseline = 'top';
      ctx.textAlign = horizontalPosition === 'left' ? 'left' : horizontalPosition === 'right' ? 'right' : 'center';
      const lines = wrapLines((s) => ctx.measureText(s).width, coverText(t.content, story), width);
      const lineHeight = t.size * 1.2;
      const block = lines.length * lineHeight;
      const y0 = verticalPosition === 'top' ? top : verticalPosition === 'bottom' ? top + height - block : top + (height - block) / 2;
      const x = horizontalPosition === 'left' ? left : horizontalPosition === 'right' ? left + width : left + width / 2;
      lines.forEach((line, i) => ctx.fillText(line, x, y0 + i * lineHeight));
    }
  }
  ctx.restore();
}
