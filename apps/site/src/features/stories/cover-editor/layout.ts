import type { CoverDesign, CoverLayer } from '@community/contracts';
import { clampLayerFor, layersInOrder } from '@community/domain';

/**
 * Moving and stacking layers in the cover editor, by dragging, arrow keys or the layer buttons. Every
 * position goes through the domain's clamp, the same one typed positions go through: the background always
 * covers the canvas, text and shapes stay inside it.
 */

/** Arrow keys move the selected layer this many canvas units (with Shift: NUDGE_FAR). */
export const NUDGE = 1;
export const NUDGE_FAR = 10;

/** The design with one layer put at `left`/`top` (canvas units), clamped. */
export function placeLayer(design: CoverDesign, id: string, left: number, top: number): CoverDesign {
  return {
    ...design,
    layers: design.layers.map((l) => (l.id === id ? (clampLayerFor({ ...l, style: { ...l.style, left, top } } as never, design.canvas) as CoverLayer) : l)),
  };
}

/** Where a drag puts a layer: its position when the drag began plus the pointer's travel in canvas units. */
export function dragTo(design: CoverDesign, drag: { id: string; left: number; top: number; x: number; y: number }, pointer: { x: number; y: number }): CoverDesign {
  const scale = design.canvas.scale || 1;
  return placeLayer(design, drag.id, drag.left + (pointer.x - drag.x) / scale, drag.top + (pointer.y - drag.y) / scale);
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** An arrow key's move of the selected layer, or null for any other key. */
export function nudge(design: CoverDesign, id: string, key: string, far: boolean): CoverDesign | null {
  const arrow = ARROWS[key];
  const layer = design.layers.find((l) => l.id === id);
  if (!arrow || !layer) return null;
  const step = far ? NUDGE_FAR : NUDGE;
  return placeLayer(design, id, layer.style.left + arrow[0] * step, layer.style.top + arrow[1] * step);
}

/**
 * Whether a layer can move one step up (`1`, towards the front) or down (`-1`): the background stays at the
 * bottom, so nothing goes below it and it does not move.
 */
export function canMoveLayer(design: CoverDesign, id: string, by: 1 | -1): boolean {
  const ordered = layersInOrder(design.layers as never) as CoverLayer[];
  const i = ordered.findIndex((l) => l.id === id);
  const other = ordered[i + by];
  return i >= 0 && ordered[i]!.type !== 'background' && other !== undefined && other.type !== 'background';
}

/** The design with a layer swapped with its neighbour above or below; the stacking is renumbered 0, 1, 2… */
export function moveLayer(design: CoverDesign, id: string, by: 1 | -1): CoverDesign {
  if (!canMoveLayer(design, id, by)) return design;
  const ordered = layersInOrder(design.layers as never) as CoverLayer[];
  const i = ordered.findIndex((l) => l.id === id);
  [ordered[i], ordered[i + by]] = [ordered[i + by]!, ordered[i]!];
  const z = new Map(ordered.map((l, n) => [l.id, n]));
  return { ...design, layers: design.layers.map((l) => ({ ...l, style: { ...l.style, zIndex: z.get(l.id)! } })) };
}
