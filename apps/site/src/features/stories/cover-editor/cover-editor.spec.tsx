import type { CoverDesign, StoryCard } from '@community/contracts';
import { SYSTEM_COVER_TEMPLATES } from '@community/domain';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@community/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { profile } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { drawCover, wrapLines, type CoverContext } from './render';
import { STORY_ID, storyCard } from '../test-stories';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => toast.clear());

// jsdom has no PointerEvent: a MouseEvent with a pointer id and type is what the editor reads.
if (!('PointerEvent' in window)) {
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: TestPointerEvent });
}

const STORY = STORY_ID;
const SAVED = '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const system = SYSTEM_COVER_TEMPLATES.map((t) => ({ id: t.id, name: t.id, system: true, design: t.design, updatedAt: null }));
const story: StoryCard = storyCard({
  tags: [],
  status: 'draft',
  isComplete: false,
  wordCount: 100,
  readingMinutes: 1,
  chapterCount: 1,
  readCount: 0,
  likeCount: 0,
  favouriteCount: 0,
  publishedAt: null,
  author: { id: 'me', name: 'velvet_fox', avatarColour: 1 },
});

function routes(canSaveTemplates: boolean, extra: Record<string, unknown> = {}) {
  return {
    'GET /api/auth/profile': { status: 200, body: { data: profile() } },
    'GET /api/media-editor-system-templates': { status: 200, body: { data: system } },
    'GET /api/media-editor-templates': { status: 200, body: { data: { items: [], canSaveTemplates } } },
    'GET /api/stories/mine': { status: 200, body: { data: { items: [story], next: null } } },
    ...extra,
  } as Parameters<typeof mockApi>[0];
}

describe('the cover editor', () => {
  it('fills in the story, draws guides, keeps the background covering the canvas, adds layers and saves a template', async () => {
    let posted: { name: string; design: CoverDesign } | null = null;
    const { requests } = mockApi(
      routes(true, {
        'POST /api/media-editor-templates': (r: { body: unknown }) => {
          posted = r.body as typeof posted;
          return { status: 201, body: { data: { id: SAVED, name: posted!.name, system: false, design: posted!.design, updatedAt: '2026-11-25T10:00:00.000Z' } } };
        },
        [`GET /api/media-editor-templates/${SAVED}`]: () => ({ status: 200, body: { data: { id: SAVED, name: posted!.name, system: false, design: posted!.design, updatedAt: '2026-11-25T10:00:00.000Z' } } }),
      }),
    );
    const { services } = renderApp(`/cover-editor/moonlight?story=${STORY}`);
    const canvas = await screen.findByTestId('cover-canvas');
    // {title} and {author} are the story's and the writer's.
    await waitFor(() => expect(within(canvas).getByText('The Last Tram')).toBeTruthy());
    expect(within(canvas).getByText('velvet_fox')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moonlight' }).getAttribute('aria-current')).toBe('true');

    expect(screen.queryByTestId('cover-guides')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Thirds' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Circle' }));
    const guides = await screen.findByTestId('cover-guides');
    expect(guides.querySelectorAll('[data-guide="thirds"]')).toHaveLength(4);
    expect(guides.querySelectorAll('circle[data-guide="circle"]')).toHaveLength(1);

    // Dragging the background off the canvas is clamped back.
    fireEvent.change(screen.getByRole('combobox', { name: 'Layers' }), { target: { value: 'background' } });
    const left = await screen.findByRole('spinbutton', { name: 'Left' });
    fireEvent.change(left, { target: { value: '120' } });
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: 'Left' }) as HTMLInputElement).value).toBe('0'));
    // Within the canvas a text layer moves where it is put; past its edge it stops at the edge.
    fireEvent.change(screen.getByRole('combobox', { name: 'Layers' }), { target: { value: 'title' } });
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Top' }), { target: { value: '100' } });
    await waitFor(() => expect((canvas.querySelector('[data-layer="title"]') as HTMLElement).style.top).toBe('100px'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Top' }), { target: { value: '9999' } });
    await waitFor(() => expect((screen.getByRole('spinbutton', { name: 'Top' }) as HTMLInputElement).value).toBe('501'));
    expect((canvas.querySelector('[data-layer="background"]') as HTMLElement).style.left).toBe('0px');

    fireEvent.click(screen.getByRole('button', { name: 'Add text' }));
    await waitFor(() => expect(within(canvas).getAllByText('The Last Tram')).toHaveLength(2));
    const words = screen.getByRole('textbox', { name: 'Words' });
    fireEvent.change(words, { target: { value: 'A novella by {author}' } });
    expect(await within(canvas).findByText('A novella by velvet_fox')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'Night tram' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as a template' }));
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted!.name).toBe('Night tram');
    expect(posted!.design.layers).toHaveLength(5);
    expect(posted!.design.layers.find((l) => l.type === 'background')!.style.left).toBe(0);
    expect(posted!.design.layers.some((l) => l.text?.content === 'A novella by {author}')).toBe(true);
    await waitFor(() => expect(services.router.state.location.pathname).toBe(`/cover-editor/${SAVED}`));
    expect(services.router.state.location.search).toBe(`?story=${STORY}`);
    expect(await screen.findByRole('button', { name: 'Save template' })).toBeTruthy();
    expect(requests.some((r) => r.method === 'GET' && r.url === `/api/media-editor-templates/${SAVED}`)).toBe(true);
  });

  it('drags layers with mouse and touch, clamped like typed positions; arrow keys nudge; layers move up and down', async () => {
    mockApi(routes(true));
    renderApp(`/cover-editor/moonlight?story=${STORY}`);
    const canvas = await screen.findByTestId('cover-canvas');
    await waitFor(() => expect(within(canvas).getByText('The Last Tram')).toBeTruthy());
    const el = (id: string) => canvas.querySelector(`[data-layer="${id}"]`) as HTMLElement;
    const at = (id: string) => [el(id).style.left, el(id).style.top];
    const moon = el('moon');
    expect(at('moon')).toEqual(['110px', '70px']);

    // A mouse drag moves the moon (180 x 180) by the pointer's travel and selects it.
    fireEvent.pointerDown(moon, { clientX: 200, clientY: 160, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerMove(canvas, { clientX: 260, clientY: 200, pointerId: 1 });
    await waitFor(() => expect(at('moon')).toEqual(['170px', '110px']));
    expect((screen.getByRole('combobox', { name: 'Layers' }) as HTMLSelectElement).value).toBe('moon');
    expect((screen.getByRole('spinbutton', { name: 'Left' }) as HTMLInputElement).value).toBe('170');
    // Past the edge it stops at the edge: inside the 400 x 600 canvas, whole.
    fireEvent.pointerMove(canvas, { clientX: 1000, clientY: -500, pointerId: 1 });
    await waitFor(() => expect(at('moon')).toEqual(['220px', '0px']));
    fireEvent.pointerMove(canvas, { clientX: -1000, clientY: 2000, pointerId: 1 });
    await waitFor(() => expect(at('moon')).toEqual(['0px', '420px']));
    // Another pointer does not move it, and after the button is up nothing does.
    fireEvent.pointerMove(canvas, { clientX: 260, clientY: 200, pointerId: 7 });
    fireEvent.pointerUp(canvas, { clientX: -1000, clientY: 2000, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 200, clientY: 160, pointerId: 1 });
    expect(at('moon')).toEqual(['0px', '420px']);

    // The background always covers the canvas: dragging it leaves no gap, it stays put.
    fireEvent.pointerDown(el('background'), { clientX: 10, clientY: 10, pointerId: 2 });
    fireEvent.pointerMove(canvas, { clientX: 90, clientY: 70, pointerId: 2 });
    fireEvent.pointerUp(canvas, { pointerId: 2 });
    expect(at('background')).toEqual(['0px', '0px']);
    expect((screen.getByRole('combobox', { name: 'Layers' }) as HTMLSelectElement).value).toBe('background');

    // A finger drags the title the same way; at twice the zoom the pointer travels twice as far.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Zoom' }), { key: 'End' });
    await waitFor(() => expect(canvas.style.width).toBe('800px'));
    const title = el('title');
    fireEvent.pointerDown(title, { clientX: 100, clientY: 700, pointerId: 3, pointerType: 'touch' });
    fireEvent.pointerMove(canvas, { clientX: 120, clientY: 640, pointerId: 3, pointerType: 'touch' });
    fireEvent.pointerUp(canvas, { pointerId: 3, pointerType: 'touch' });
    expect(el('title').style.touchAction).toBe('none');

    // Arrow keys nudge the selected layer by 1 (Shift: 10), clamped too.
    fireEvent.change(screen.getByRole('combobox', { name: 'Layers' }), { target: { value: 'title' } });
    const left = () => (screen.getByRole('spinbutton', { name: 'Left' }) as HTMLInputElement).value;
    const top = () => (screen.getByRole('spinbutton', { name: 'Top' }) as HTMLInputElement).value;
    await waitFor(() => expect([left(), top()]).toEqual(['40', '290']));
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    await waitFor(() => expect(left()).toBe('41'));
    fireEvent.keyDown(canvas, { key: 'ArrowUp', shiftKey: true });
    await waitFor(() => expect(top()).toBe('280'));
    for (let i = 0; i < 5; i++) fireEvent.keyDown(canvas, { key: 'ArrowRight', shiftKey: true });
    // 340 wide on a 400 canvas: 60 is as far right as it goes.
    await waitFor(() => expect(left()).toBe('60'));

    // Stacking: the moon comes in front of the title, then back; nothing goes below the background.
    fireEvent.change(screen.getByRole('combobox', { name: 'Layers' }), { target: { value: 'moon' } });
    const z = (id: string) => Number(el(id).style.zIndex);
    expect(z('moon')).toBeLessThan(z('title'));
    fireEvent.click(await screen.findByRole('button', { name: 'Bring forward' }));
    await waitFor(() => expect(z('moon')).toBeGreaterThan(z('title')));
    expect(z('moon')).toBeLessThan(z('author'));
    fireEvent.click(screen.getByRole('button', { name: 'Send backward' }));
    await waitFor(() => expect(z('moon')).toBeLessThan(z('title')));
    expect(z('moon')).toBeGreaterThan(z('background'));
    expect((screen.getByRole('button', { name: 'Send backward' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Layers' }), { target: { value: 'background' } });
    expect(screen.queryByRole('button', { name: 'Bring forward' })).toBeNull();
  });

  it('tells a member without the permission that saving templates comes with an upgrade, and cannot use a cover without a story', async () => {
    mockApi(routes(false));
    renderApp('/cover-editor');
    expect(await screen.findByTestId('templates-upgrade')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as a template' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Classic' }).getAttribute('aria-current')).toBe('true');
    expect((screen.getByTestId('use-cover') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows not found for a template that is not there (or someone else’s)', async () => {
    mockApi(routes(true, { [`GET /api/media-editor-templates/${SAVED}`]: { status: 404, body: { message: 'This template could not be found', statusCode: 404 } } }));
    renderApp(`/cover-editor/${SAVED}`);
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(screen.queryByTestId('cover-canvas')).toBeNull();
  });
});

describe('the cover export', () => {
  function recorder() {
    const calls: string[] = [];
    const ctx: CoverContext = {
      fillStyle: '',
      font: '',
      textAlign: 'start',
      textBaseline: 'alphabetic',
      fillRect: (x, y, w, h) => void calls.push(`rect ${String(ctx.fillStyle)} ${x},${y},${w},${h}`),
      beginPath: () => undefined,
      ellipse: (x, y, rx, ry) => void calls.push(`ellipse ${String(ctx.fillStyle)} ${x},${y},${rx},${ry}`),
      fill: () => undefined,
      fillText: (s, x, y) => void calls.push(`text ${ctx.font} ${ctx.textAlign} "${s}" ${x},${y}`),
      measureText: (s) => ({ width: s.length * 10 }),
      drawImage: () => void calls.push('image'),
      save: () => undefined,
      restore: () => undefined,
      scale: (x) => void calls.push(`scale ${x}`),
    };
    return { ctx, calls };
  }

  it('draws the layers bottom first at the export size, with the story filled in and text wrapped in its box', () => {
    const { ctx, calls } = recorder();
    const moonlight = SYSTEM_COVER_TEMPLATES.find((t) => t.id === 'moonlight')!.design;
    drawCover(ctx, moonlight as CoverDesign, { title: 'The Last Tram Home On A Rainy Night', author: 'anna' }, 2.5);
    expect(calls[0]).toBe('scale 2.5');
    expect(calls[1]).toBe('rect #101820 0,0,400,600');
    expect(calls[2]).toBe('ellipse #f2e8c9 200,160,90,90');
    const texts = calls.filter((c) => c.startsWith('text'));
    // 340 units wide at 10 per character: the title breaks into two lines, centred.
    expect(texts.map((c) => c.match(/ (?:left|center|right) "(.*)" [\d.]+,[\d.]+$/)![1])).toEqual(['The Last Tram Home On A Rainy', 'Night', 'anna']);
    expect(texts[0]).toContain('bold 38px');
    expect(texts[0]).toContain(' center ');
  });

  it('wraps words to the width, keeping a long word whole', () => {
    const measure = (s: string) => s.length;
    expect(wrapLines(measure, 'one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapLines(measure, 'extraordinarily short', 5)).toEqual(['extraordinarily', 'short']);
    expect(wrapLines(measure, 'a\nb', 9)).toEqual(['a', 'b']);
  });
});
