import { z } from 'zod';
import {
  COVER_FONTS,
  COVER_GUIDES,
  COVER_H_POSITIONS,
  COVER_LAYER_TYPES,
  COVER_LIMITS as L,
  COVER_MAX_SCALE,
  COVER_MIN_SCALE,
  COVER_SHAPES,
  COVER_V_POSITIONS,
} from '@community/domain';

/** The cover editor's designs and templates (SPEC 3 "Editor"; rules in libs/domain stories/cover-editor). */

const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is #rrggbb');
const Coord = z.number().finite().min(-10_000).max(10_000);
const Size = z.number().finite().min(0).max(10_000);

export const CoverCanvas = z.object({
  width: z.number().int().min(L.canvasMin).max(L.canvasMax),
  height: z.number().int().min(L.canvasMin).max(L.canvasMax),
  margin: z.number().int().min(0).max(500),
  scale: z.number().min(COVER_MIN_SCALE).max(COVER_MAX_SCALE, `scale is at most ${COVER_MAX_SCALE}`),
});

export const CoverLayerStyle = z.object({
  top: Coord,
  left: Coord,
  width: Size,
  height: Size,
  background: Colour.nullable(),
  zIndex: z.number().int().min(0).max(100),
  horizontalPosition: z.enum(COVER_H_POSITIONS),
  verticalPosition: z.enum(COVER_V_POSITIONS),
});

export const CoverLayer = z.object({
  id: z.string().min(1).max(40),
  type: z.enum(COVER_LAYER_TYPES),
  style: CoverLayerStyle,
  /** Only site addresses (a saved template never keeps a picture from the writer's own computer). */
  image: z
    .object({ url: z.string().max(500).regex(/^\/[^/\\]/, 'an image is a site address'), width: z.number().int().min(1).max(20_000), height: z.number().int().min(1).max(20_000) })
    .nullable()
    .optional(),
  text: z
    .object({
      content: z.string().max(L.textMax, `A text layer is at most ${L.textMax} characters`),
      font: z.enum(COVER_FONTS),
      size: z.number().int().min(6).max(300),
      colour: Colour,
      bold: z.boolean(),
    })
    .nullable()
    .optional(),
  shape: z.enum(COVER_SHAPES).nullable().optional(),
});
export type CoverLayer = z.infer<typeof CoverLayer>;

export const CoverDesign = z.object({
  canvas: CoverCanvas,
  layers: z
    .array(CoverLayer)
    .min(1, 'A design has at least one layer')
    .max(L.layersMax, `A design has at most ${L.layersMax} layers`)
    .refine((ls) => ls.filter((l) => l.type === 'background').length <= 1, 'A design has one background at most'),
});
export type CoverDesign = z.infer<typeof CoverDesign>;

export const CoverGuide = z.enum(COVER_GUIDES);

/** A template: a system one (`system: true`, id a word) or one a member saved (id a uuid). */
export const CoverTemplate = z.object({
  id: z.string(),
  name: z.string(),
  system: z.boolean(),
  design: CoverDesign,
  updatedAt: z.string().nullable(),
});
export type CoverTemplate = z.infer<typeof CoverTemplate>;

/** `GET /api/media-editor-templates`: my saved templates and whether I may save more (SPEC canSaveTemplates). */
export const CoverTemplateList = z.object({ items: z.array(CoverTemplate), canSaveTemplates: z.boolean() });
export type CoverTemplateList = z.infer<typeof CoverTemplateList>;

/** `POST /api/media-editor-templates`, `PUT /api/media-editor-templates/{id}`. */
export const CoverTemplateSaveRequest = z.object({
  name: z.string().trim().min(1, 'Give the template a name').max(L.nameMax, `A name is at most ${L.nameMax} characters`),
  design: CoverDesign,
});
export type CoverTemplateSaveRequest = z.input<typeof CoverTemplateSaveRequest>;

/** The site's cover editor: the template's name (the design is the one on the canvas). */
export const CoverTemplateNameForm = CoverTemplateSaveRequest.pick({ name: true });
export type CoverTemplateNameForm = z.input<typeof CoverTemplateNameForm>;
