import { CoverTemplateNameForm, type CoverDesign, type CoverLayer, type CoverTemplate } from '@community/contracts';
import {
  COVER_EXPORT_FACTOR,
  COVER_FONTS,
  COVER_GUIDES,
  COVER_H_POSITIONS,
  COVER_LIMITS,
  COVER_MAX_SCALE,
  COVER_MIN_SCALE,
  COVER_SHAPES,
  COVER_V_POSITIONS,
  SYSTEM_COVER_TEMPLATE_IDS,
  clampLayerFor,
  clampScale,
  coverText,
  guideMarks,
  layersInOrder,
  type CoverGuide,
} from '@community/domain';
import { toast } from '@community/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  Chip,
  ColorInput,
  FileButton,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { isApiRequestError } from '../../../shared/api/errors';
import { useAuth } from '../../../shared/auth/useAuth';
import { useSchemaPasses } from '../../../shared/forms/useSchemaPasses';
import { useT } from '../../../shared/i18n/useT';
import { routeTo } from '../../../shared/routes';
import { SitePage } from '../../../shared/layout/SitePage';
import { storiesApi, storiesKeys } from '../api';
import { coverEditorApi, coverEditorKeys } from './api';
import { canMoveLayer, dragTo, moveLayer, nudge } from './layout';
import { COVER_FONT_STACKS, drawCover } from './render';

type TKey = Parameters<ReturnType<typeof useT>>[0];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A picture the writer picked on this computer: shown and exported, never saved in a template. */
type LocalImage = { url: string; width: number; height: number };

const newId = () => Math.random().toString(36).slice(2, 10);

function errorText(t: ReturnType<typeof useT>, error: unknown): string {
  return isApiRequestError(error) ? error.error.message : t('errors.unexpected');
}

/** A layer's box on screen (canvas units times the zoom). */
function boxStyle(layer: CoverLayer, scale: number): CSSProperties {
  const s = layer.style;
  return { position: 'absolute', left: s.left * scale, top: s.top * scale, width: s.width * scale, height: s.height * scale, zIndex: s.zIndex };
}

function LayerView({ layer, scale, story, image, selected, onSelect }: { layer: CoverLayer; scale: number; story: { title: string; author: string }; image: LocalImage | null; selected: boolean; onSelect: () => void }) {
  const outline = selected ? { outline: '2px dashed var(--mantine-color-blue-5)', outlineOffset: -2 } : {};
  // `touch-action: none`: a finger on a layer drags it instead of scrolling the page.
  const common = { ...boxStyle(layer, scale), ...outline, cursor: 'move', touchAction: 'none' } as CSSProperties;
  if (layer.type === 'text' && layer.text) {
    const t = layer.text;
    const justify = { top: 'flex-start', middle: 'center', bottom: 'flex-end' }[layer.style.verticalPosition];
    return (
      <div
        data-layer={layer.id}
        onClick={onSelect}
        style={{
          ...common,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: justify,
          background: layer.style.background ?? undefined,
          color: t.colour,
          fontFamily: COVER_FONT_STACKS[t.font],
          fontWeight: t.bold ? 700 : 400,
          fontSize: t.size * scale,
          lineHeight: 1.2,
          textAlign: layer.style.horizontalPosition,
          overflowWrap: 'break-word',
          whiteSpace: 'pre-wrap',
        }}
      >
        {coverText(t.content, story)}
      </div>
    );
  }
  return (
    <div
      data-layer={layer.id}
      onClick={onSelect}
      style={{
        ...common,
        background: layer.style.background ?? undefined,
        borderRadius: layer.type === 'shape' && layer.shape === 'ellipse' ? '50%' : undefined,
        backgroundImage: layer.type === 'background' && image ? `url("${image.url}")` : undefined,
        backgroundSize: '100% 100%',
      }}
    />
  );
}

function Guides({ guides, design, scale }: { guides: CoverGuide[]; design: CoverDesign; scale: number }) {
  if (!guides.length) return null;
  const { width, height } = design.canvas;
  return (
    <svg
      data-testid="cover-guides"
      width={width * scale}
      height={height * scale}
      viewBox={`0 0 ${width} ${height}`}
      style={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 1000 }}
      aria-hidden
    >
      {guides.flatMap((g) =>
        guideMarks(g, design.canvas).map((m, i) =>
          m.kind === 'circle' ? (
            <circle key={`${g}${i}`} data-guide={g} cx={m.cx} cy={m.cy} r={m.r} fill="none" stroke="#3b82f6" strokeDasharray="4 4" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ) : (
            <line key={`${g}${i}`} data-guide={g} x1={m.x1} y1={m.y1} x2={m.x2} y2={m.y2} stroke="#3b82f6" strokeDasharray="4 4" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ),
        ),
      )}
    </svg>
  );
}

function LayerControls({
  layer,
  onChange,
  onRemove,
  image,
  onImage,
  onMove,
  canMove,
}: {
  layer: CoverLayer;
  onChange: (l: CoverLayer) => void;
  onRemove: () => void;
  image: LocalImage | null;
  onImage: (file: File | null) => void;
  onMove: (by: 1 | -1) => void;
  canMove: (by: 1 | -1) => boolean;
}) {
  const t = useT();
  const setStyle = (patch: Partial<CoverLayer['style']>) => onChange({ ...layer, style: { ...layer.style, ...patch } });
  const num = (key: 'left' | 'top' | 'width' | 'height') => (
    // A plain number field: React puts the clamped value back at once when a position is refused.
    <TextInput
      key={key}
      type="number"
      label={t(`stories.coverEditor.${key}` as TKey)}
      value={String(Math.round(layer.style[key]))}
      onChange={(e) => {
        const v = Number(e.currentTarget.value);
        if (e.currentTarget.value !== '' && Number.isFinite(v)) setStyle({ [key]: v });
      }}
      size="xs"
      w={90}
    />
  );
  return (
    <Stack gap="xs" data-testid="layer-controls">
      <Group gap="xs" wrap="wrap">
        {num('left')}
        {num('top')}
        {num('width')}
        {num('height')}
      </Group>
      <ColorInput
        label={t(layer.type === 'text' ? 'stories.coverEditor.fill' : 'stories.coverEditor.colour')}
        value={layer.style.background ?? ''}
        onChange={(v) => setStyle({ background: /^#[0-9a-fA-F]{6}$/.test(v) ? v.toLowerCase() : null })}
        format="hex"
        size="xs"
      />
      {layer.type === 'text' && layer.text ? (
        <>
          <Textarea
            label={t('stories.coverEditor.words')}
            value={layer.text.content}
            maxLength={COVER_LIMITS.textMax}
            onChange={(e) => onChange({ ...layer, text: { ...layer.text!, content: e.currentTarget.value } })}
            autosize
            minRows={1}
          />
          <Group gap="xs" align="flex-end">
            <NativeSelect
              label={t('stories.coverEditor.font')}
              value={layer.text.font}
              onChange={(e) => onChange({ ...layer, text: { ...layer.text!, font: e.currentTarget.value as (typeof COVER_FONTS)[number] } })}
              data={COVER_FONTS.map((f) => ({ value: f, label: t(`stories.coverEditor.font.${f}` as TKey) }))}
              size="xs"
            />
            <NumberInput
              label={t('stories.coverEditor.size')}
              value={layer.text.size}
              min={6}
              max={300}
              onChange={(v) => typeof v === 'number' && v >= 6 && v <= 300 && onChange({ ...layer, text: { ...layer.text!, size: v } })}
              size="xs"
              w={80}
            />
            <ColorInput
              label={t('stories.coverEditor.colour')}
              value={layer.text.colour}
              onChange={(v) => /^#[0-9a-fA-F]{6}$/.test(v) && onChange({ ...layer, text: { ...layer.text!, colour: v.toLowerCase() } })}
              format="hex"
              size="xs"
              w={130}
            />
            <Checkbox label={t('stories.coverEditor.bold')} checked={layer.text.bold} onChange={(e) => onChange({ ...layer, text: { ...layer.text!, bold: e.currentTarget.checked } })} />
          </Group>
          <SegmentedControl
            size="xs"
            aria-label={t('stories.coverEditor.hPos')}
            value={layer.style.horizontalPosition}
            onChange={(v) => setStyle({ horizontalPosition: v as (typeof COVER_H_POSITIONS)[number] })}
            data={COVER_H_POSITIONS.map((p) => ({ value: p, label: t(`stories.coverEditor.hPos.${p}` as TKey) }))}
          />
          <SegmentedControl
            size="xs"
            aria-label={t('stories.coverEditor.vPos')}
            value={layer.style.verticalPosition}
            onChange={(v) => setStyle({ verticalPosition: v as (typeof COVER_V_POSITIONS)[number] })}
            data={COVER_V_POSITIONS.map((p) => ({ value: p, label: t(`stories.coverEditor.vPos.${p}` as TKey) }))}
          />
        </>
      ) : null}
      {layer.type === 'shape' ? (
        <SegmentedControl
          size="xs"
          aria-label={t('stories.coverEditor.layer.shape')}
          value={layer.shape ?? 'rectangle'}
          onChange={(v) => onChange({ ...layer, shape: v as (typeof COVER_SHAPES)[number] })}
          data={COVER_SHAPES.map((s) => ({ value: s, label: t(`stories.coverEditor.shape.${s}` as TKey) }))}
        />
      ) : null}
      {layer.type === 'background' ? (
        <Stack gap={4}>
          <Group gap="xs">
            <FileButton onChange={onImage} accept="image/jpeg,image/png,image/webp,image/gif,image/avif">
              {(props) => (
                <Button {...props} size="xs" variant="default">
                  {t('stories.coverEditor.image')}
                </Button>
              )}
            </FileButton>
            {image ? (
              <Button size="xs" variant="subtle" color="red" onClick={() => onImage(null)}>
                {t('stories.coverEditor.removeImage')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('stories.coverEditor.imageHint')}
          </Text>
        </Stack>
      ) : (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => onMove(1)} disabled={!canMove(1)}>
            {t('stories.coverEditor.moveUp')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onMove(-1)} disabled={!canMove(-1)}>
            {t('stories.coverEditor.moveDown')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            {t('stories.coverEditor.removeLayer')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = url;
  });
}

/** Draws the design at the cover's size and answers the PNG (null when the browser cannot draw). */
async function exportPng(design: CoverDesign, story: { title: string; author: string }, image: LocalImage | null): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(design.canvas.width * COVER_EXPORT_FACTOR);
  canvas.height = Math.round(design.canvas.height * COVER_EXPORT_FACTOR);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const images = new Map<string, CanvasImageSource>();
  const bg = design.layers.find((l) => l.type === 'background');
  if (bg && image) images.set(bg.id, await loadImage(image.url));
  drawCover(ctx, design, story, COVER_EXPORT_FACTOR, images);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}

function Editor({ start, current, templates, canSave, own }: { start: CoverDesign; current: string; templates: CoverTemplate[]; canSave: boolean; own: CoverTemplate | null }) {
  const t = useT();
  const { profile } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [design, setDesign] = useState<CoverDesign>(start);
  const [selected, setSelected] = useState<string>(start.layers.find((l) => l.type === 'text')?.id ?? start.layers[0]!.id);
  const [guides, setGuides] = useState<CoverGuide[]>([]);
  const [image, setImage] = useState<LocalImage | null>(null);
  const nameForm = useForm<CoverTemplateNameForm, unknown, z.output<typeof CoverTemplateNameForm>>({ resolver: zodResolver(CoverTemplateNameForm), defaultValues: { name: own?.name ?? '' } });
  const [exporting, setExporting] = useState(false);
  const mine = useQuery({ queryKey: storiesKeys.mine, queryFn: ({ signal }) => storiesApi.allMine(signal) });
  const storyId = params.get('story') ?? '';
  const story = mine.data?.find((s) => s.id === storyId) ?? null;
  const canSaveName = useSchemaPasses(CoverTemplateNameForm, nameForm.control);
  const words = { title: story?.title || t('stories.coverEditor.sampleTitle'), author: profile?.member.name ?? '' };
  const scale = design.canvas.scale;
  const layer = design.layers.find((l) => l.id === selected) ?? null;
  const imageRef = useRef<LocalImage | null>(null);
  imageRef.current = image;
  useEffect(() => () => void (imageRef.current && URL.revokeObjectURL(imageRef.current.url)), []);

  // Dragging a layer on the canvas (mouse, pen or finger): where it and the pointer were when the drag began.
  const drag = useRef<{ id: string; pointerId: number; left: number; top: number; x: number; y: number } | null>(null);
  const hintId = useId();
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const id = (e.target as HTMLElement).closest('[data-layer]')?.getAttribute('data-layer');
    const picked = id ? design.layers.find((l) => l.id === id) : undefined;
    if (!picked) return;
    e.preventDefault();
    setSelected(picked.id);
    e.currentTarget.focus({ preventScroll: true });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { id: picked.id, pointerId: e.pointerId, left: picked.style.left, top: picked.style.top, x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    setDesign((current) => dragTo(current, d, { x: e.clientX, y: e.clientY }));
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === e.pointerId) drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nudge(design, selected, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    setDesign(next);
  };

  const change = (next: CoverLayer) => setDesign((d) => ({ ...d, layers: d.layers.map((l) => (l.id === next.id ? (clampLayerFor(next as never, d.canvas) as CoverLayer) : l)) }));
  const add = (type: 'text' | 'shape') => {
    if (design.layers.length >= COVER_LIMITS.layersMax) return;
    const id = newId();
    const top = Math.max(...design.layers.map((l) => l.style.zIndex)) + 1;
    const { width, height } = design.canvas;
    const base = { top: height / 3, left: width / 8, width: (width * 3) / 4, height: height / 6, background: null, zIndex: top, horizontalPosition: 'center', verticalPosition: 'middle' } as const;
    const fresh: CoverLayer =
      type === 'text'
        ? { id, type, style: base, text: { content: '{title}', font: 'serif', size: Math.round(height / 15), colour: '#ffffff', bold: false } }
        : { id, type, style: { ...base, background: '#888888' }, shape: 'rectangle' };
    setDesign((d) => ({ ...d, layers: [...d.layers, clampLayerFor(fresh as never, d.canvas) as CoverLayer] }));
    setSelected(id);
  };
  const remove = (id: string) => {
    setDesign((d) => ({ ...d, layers: d.layers.filter((l) => l.id !== id) }));
    setSelected((design.layers.find((l) => l.type === 'background') ?? design.layers[0]!).id);
  };
  const pickImage = (file: File | null) => {
    if (image) URL.revokeObjectURL(image.url);
    if (!file) return setImage(null);
    const url = URL.createObjectURL(file);
    loadImage(url)
      .then((img) => {
        setImage({ url, width: img.naturalWidth, height: img.naturalHeight });
        // The picture fills the canvas keeping its shape; the clamp keeps it covering every edge.
        const bg = design.layers.find((l) => l.type === 'background');
        if (bg) change({ ...bg, style: { ...bg.style, ...fitCover(img, design) } });
      })
      .catch(() => {
        URL.revokeObjectURL(url);
        toast.error(t('stories.coverEditor.badImage'));
      });
  };

  const save = useMutation({
    mutationFn: ({ name }: z.output<typeof CoverTemplateNameForm>) => {
      // A template keeps colours, text and shapes; a picture from this computer stays out of it.
      const body = { name, design: { ...design, layers: design.layers.map((l) => (l.type === 'background' ? { ...l, image: null } : l)) } };
      return own ? coverEditorApi.update(own.id, body) : coverEditorApi.create(body);
    },
    onSuccess: async (saved) => {
      toast.success(t('stories.coverEditor.templateSaved'));
      await queryClient.invalidateQueries({ queryKey: ['stories', 'cover-templates'] });
      if (!own) void navigate({ pathname: routeTo('cover-editor', { template: saved.id }), search: params.toString() });
    },
    onError: (e) => toast.error(errorText(t, e)),
  });
  const del = useMutation({
    mutationFn: () => coverEditorApi.remove(own!.id),
    onSuccess: async () => {
      toast.success(t('stories.coverEditor.templateDeleted'));
      await queryClient.invalidateQueries({ queryKey: ['stories', 'cover-templates'] });
      void navigate(routeTo('cover-editor'));
    },
    onError: (e) => toast.error(errorText(t, e)),
  });
  const applyCover = async () => {
    if (!story) return;
    setExporting(true);
    try {
      const png = await exportPng(design, words, image);
      if (!png) {
        toast.error(t('stories.coverEditor.noCanvas'));
        return;
      }
      await coverEditorApi.useAsCover(story.id, png);
      await queryClient.invalidateQueries({ queryKey: storiesKeys.all });
      toast.success(t('stories.coverEditor.coverSaved'));
    } catch (e) {
      toast.error(errorText(t, e));
    } finally {
      setExporting(false);
    }
  };

  // On a narrow screen (a phone) the editor opens zoomed out so the whole cover and its margin fit.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const room = rootRef.current?.clientWidth ?? 0;
    if (!room) return;
    setDesign((d) => {
      const fit = clampScale(Math.floor((room / (d.canvas.width + 2 * d.canvas.margin)) * 4) / 4);
      return fit < d.canvas.scale ? { ...d, canvas: { ...d.canvas, scale: fit } } : d;
    });
  }, []);

  const ordered = layersInOrder(design.layers as never) as CoverLayer[];
  const margin = design.canvas.margin * scale;
  return (
    <Stack gap="md" ref={rootRef}>
      <Text c="dimmed">{t('stories.coverEditor.intro')}</Text>
      <Group gap="xs" wrap="wrap" aria-label={t('stories.coverEditor.templates')} role="group">
        {templates.map((tpl) => (
          <Button
            key={tpl.id}
            component={Link}
            to={{ pathname: routeTo('cover-editor', { template: tpl.id }), search: params.toString() }}
            size="xs"
            variant={tpl.id === current ? 'filled' : 'default'}
            aria-current={tpl.id === current ? 'true' : undefined}
          >
            {tpl.system ? t(`stories.coverEditor.template.${tpl.id}` as TKey) : tpl.name}
          </Button>
        ))}
      </Group>
      <NativeSelect
        label={t('stories.coverEditor.story')}
        value={storyId}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          if (e.currentTarget.value) next.set('story', e.currentTarget.value);
          else next.delete('story');
          setParams(next, { replace: true });
        }}
        data={[{ value: '', label: t('stories.coverEditor.chooseStory') }, ...(mine.data ?? []).map((s) => ({ value: s.id, label: s.title || t('stories.series.untitled') }))]}
      />
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Box style={{ padding: margin, background: 'var(--mantine-color-default-hover)', borderRadius: 8, overflow: 'auto', maxWidth: '100%' }}>
          <div
            role="group"
            aria-label={t('stories.coverEditor.canvas')}
            aria-describedby={hintId}
            tabIndex={0}
            data-testid="cover-canvas"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onLostPointerCapture={endDrag}
            onKeyDown={onKeyDown}
            style={{ position: 'relative', width: design.canvas.width * scale, height: design.canvas.height * scale, overflow: 'hidden', boxShadow: '0 0 0 1px var(--mantine-color-default-border)' }}
          >
            {ordered.map((l) => (
              <LayerView key={l.id} layer={l} scale={scale} story={words} image={l.type === 'background' ? image : null} selected={l.id === selected} onSelect={() => setSelected(l.id)} />
            ))}
            <Guides guides={guides} design={design} scale={scale} />
          </div>
          <Text size="xs" c="dimmed" mt="xs" id={hintId} maw={design.canvas.width * scale}>
            {t('stories.coverEditor.dragHint')}
          </Text>
        </Box>
        <Stack gap="sm" style={{ flex: 1, minWidth: 280 }}>
          <div>
            <Text size="sm" fw={600}>
              {t('stories.coverEditor.zoom')}
            </Text>
            <Slider
              min={COVER_MIN_SCALE}
              max={COVER_MAX_SCALE}
              step={0.25}
              value={scale}
              onChange={(v) => setDesign((d) => ({ ...d, canvas: { ...d.canvas, scale: clampScale(v) } }))}
              label={(v) => `${Math.round(v * 100)}%`}
              aria-label={t('stories.coverEditor.zoom')}
              thumbLabel={t('stories.coverEditor.zoom')}
            />
          </div>
          <Chip.Group multiple value={guides} onChange={(v) => setGuides(v as CoverGuide[])}>
            <Group gap="xs" aria-label={t('stories.coverEditor.guides')} role="group">
              {COVER_GUIDES.map((g) => (
                <Chip key={g} value={g} size="xs">
                  {t(`stories.coverEditor.guide.${g}` as TKey)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Paper withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{t('stories.coverEditor.layers')}</Text>
                <Group gap={4}>
                  <Button size="compact-xs" variant="light" onClick={() => add('text')} disabled={design.layers.length >= COVER_LIMITS.layersMax}>
                    {t('stories.coverEditor.addText')}
                  </Button>
                  <Button size="compact-xs" variant="light" onClick={() => add('shape')} disabled={design.layers.length >= COVER_LIMITS.layersMax}>
                    {t('stories.coverEditor.addShape')}
                  </Button>
                </Group>
              </Group>
              <NativeSelect
                aria-label={t('stories.coverEditor.layers')}
                value={selected}
                onChange={(e) => setSelected(e.currentTarget.value)}
                data={[...ordered].reverse().map((l) => ({
                  value: l.id,
                  label: `${t(`stories.coverEditor.layer.${l.type}` as TKey)}${l.type === 'text' && l.text ? `: ${l.text.content.slice(0, 24)}` : ''}`,
                }))}
              />
              {layer ? (
                <LayerControls
                  layer={layer}
                  onChange={change}
                  onRemove={() => remove(layer.id)}
                  image={image}
                  onImage={pickImage}
                  onMove={(by) => setDesign((d) => moveLayer(d, layer.id, by))}
                  canMove={(by) => canMoveLayer(design, layer.id, by)}
                />
              ) : null}
            </Stack>
          </Paper>
          <Paper withBorder p="sm" radius="md">
            {canSave ? (
              <Stack gap="xs" component="form" onSubmit={nameForm.handleSubmit((values) => save.mutate(values))}>
                <TextInput label={t('stories.coverEditor.templateName')} maxLength={COVER_LIMITS.nameMax} error={nameForm.formState.errors.name?.message} {...nameForm.register('name')} />
                <Group gap="xs">
                  <Button type="submit" size="xs" loading={save.isPending} disabled={!canSaveName}>
                    {t(own ? 'stories.coverEditor.updateTemplate' : 'stories.coverEditor.saveTemplate')}
                  </Button>
                  {own ? (
                    <Button size="xs" variant="subtle" color="red" onClick={() => del.mutate()} loading={del.isPending}>
                      {t('stories.coverEditor.deleteTemplate')}
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" data-testid="templates-upgrade">
                {t('stories.coverEditor.upgradeToSave')}{' '}
                <Anchor component={Link} to={routeTo('upgrade')} size="sm">
                  {t('stories.coverEditor.upgrade')}
                </Anchor>
              </Text>
            )}
          </Paper>
          <Button onClick={() => void applyCover()} disabled={!story} loading={exporting} data-testid="use-cover">
            {t('stories.coverEditor.useCover')}
          </Button>
          {!story ? (
            <Text size="xs" c="dimmed">
              {t('stories.coverEditor.chooseStoryFirst')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}

/** Where a picture of this size sits so it covers the canvas, centred (the clamp keeps it there). */
function fitCover(img: { naturalWidth: number; naturalHeight: number }, design: CoverDesign) {
  const { width, height } = design.canvas;
  const k = Math.max(width / img.naturalWidth, height / img.naturalHeight);
  const w = img.naturalWidth * k;
  const h = img.naturalHeight * k;
  return { width: w, height: h, left: (width - w) / 2, top: (height - h) / 2 };
}

/**
 * `/cover-editor/{template?}`: design a story cover from a system template or one of mine (a uuid), with
 * background, text and shape layers, guides and zoom; `?story=` picks the story whose cover it becomes.
 */
export function CoverEditorPage() {
  const t = useT();
  const { template = 'classic' } = useParams();
  const system = useQuery({ queryKey: coverEditorKeys.system, queryFn: ({ signal }) => coverEditorApi.system(signal), staleTime: Infinity });
  const mine = useQuery({ queryKey: coverEditorKeys.mine, queryFn: ({ signal }) => coverEditorApi.mine(signal) });
  const isOwn = UUID.test(template);
  const own = useQuery({ queryKey: coverEditorKeys.one(template), queryFn: ({ signal }) => coverEditorApi.get(template, signal), enabled: isOwn, retry: false });
  const chosen: CoverTemplate | null = isOwn ? (own.data ?? null) : (system.data?.find((s) => s.id === template) ?? null);
  const unknown = (!isOwn && system.isSuccess && !SYSTEM_COVER_TEMPLATE_IDS.includes(template)) || (isOwn && own.isError);
  const templates = useMemo(() => [...(system.data ?? []), ...(mine.data?.items ?? [])], [system.data, mine.data]);
  return (
    <SitePage
      title={t('stories.coverEditor.title')}
      ready={Boolean(chosen && mine.isSuccess)}
      error={unknown || system.isError || mine.isError}
      resetKey={template}
      breadcrumbs={[{ label: t('stories.title'), href: routeTo('stories') }]}
      data-testid="cover-editor"
    >
      {() =>
        chosen ? (
          <Editor key={chosen.id} start={chosen.design} current={chosen.id} templates={templates} canSave={mine.data!.canSaveTemplates} own={chosen.system ? null : chosen} />
        ) : (
          <Alert color="red">{t('stories.coverEditor.notFound')}</Alert>
        )
      }
    </SitePage>
  );
}
