import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modalStack } from '../Modal/modal-stack';
import { isImageUrl, safeImageSrc, youtubeVideoOf } from './embeds';
import type { RichEmoticon } from './emoticons';
import { RichContent, type RichContentProps } from './RichContent';
import { sanitizeRichHtml } from './sanitize';

afterEach(() => {
  modalStack().reset();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const show = (props: RichContentProps) => {
  const result = render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={['/start']}>
        <RichContent {...props} />
        <Where />
      </MemoryRouter>
    </MantineProvider>,
  );
  const root = result.container.querySelector('[data-rich-content]');
  if (!(root instanceof HTMLElement)) throw new Error('no rich content root');
  return root;
};

describe('sanitising', () => {
  it('removes scripts, event handlers, javascript: URLs and styles', () => {
    const alert = vi.fn();
    Object.assign(window, { alertFromTest: alert });
    const root = show({
      html: [
        '<p style="color:red" class="x" onclick="alertFromTest()">Hello <script>alertFromTest()</script>world</p>',
        '<img src="/media/a.jpg" onerror="alertFromTest()" alt="pic">',
        '<a href="javascript:alertFromTest()">bad link</a>',
        '<a href="JaVaScRiPt&colon;alertFromTest()">sneaky link</a>',
        '<iframe src="https://evil.example"></iframe><style>p{display:none}</style>',
        '<img src="data:image/svg+xml,<svg onload=alertFromTest()>" alt="data">',
      ].join(''),
    });
    expect(root.querySelector('script, style, iframe')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onclick|onerror|onload|javascript:|style="color|class="x"/i);
    expect(root.textContent).toContain('Hello world');
    expect(screen.queryByRole('link', { name: 'bad link' })).toBeNull();
    expect(screen.getByText('bad link').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: 'sneaky link' })).toBeNull();
    expect(root.querySelector('img[alt="data"]')).toBeNull();
    expect(root.querySelector('img[alt="pic"]')?.getAttribute('src')).toBe('/media/a.jpg');
    expect(alert).not.toHaveBeenCalled();
  });

  it('strips at the sanitiser already, before rendering', () => {
    const fragment = sanitizeRichHtml(
      '<p onclick="x()" style="color:red">a<script>x()</script></p><img src="data:image/png;base64,AA" onerror="x()"><a href="javascript:x()">l</a><div>d</div>',
    );
    const holder = document.createElement('div');
    holder.append(fragment);
    expect(holder.innerHTML).toBe('<p>a</p><img><a>l</a>d');
  });

  it('keeps the allowed tags', () => {
    const root = show({
      html:
        '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p><strong>bold</strong> <em>it</em> <u>under</u> <s>gone</s><br>next</p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote><p><b>b</b> <i>i</i> <span>plain</span></p>',
    });
    for (const tag of ['h2', 'h3', 'h4', 'p', 'strong', 'em', 'u', 's', 'br', 'ul', 'ol', 'li', 'blockquote']) {
      expect(root.querySelector(tag), tag).not.toBeNull();
    }
    expect(root.querySelector('b, i')).toBeNull();
    expect([...root.querySelectorAll('strong')].map((e) => e.textContent)).toEqual(['bold', 'b']);
    expect(root.textContent).toContain('plain');
  });
});

describe('links', () => {
  it('follows SmartLink rules inside content', () => {
    show({
      html:
        '<p><a href="/forum/news">internal</a> <a href="https://example.com/">external</a> ' +
        '<a href="/unknown-section/x">unknown</a> <a href="/forum/old.aspx">legacy</a></p>',
    });
    const external = screen.getByRole('link', { name: 'external' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'unknown' }).getAttribute('href')).toBe('/unknown-section/x');
    fireEvent.click(screen.getByRole('link', { name: 'internal' }));
    expect(screen.getByTestId('where').textContent).toBe('/forum/news');
  });
});

describe('images', () => {
  it('opens an image full screen on click and closes it on the next click', () => {
    const root = show({ html: '<p><img src="https://cdn.example/p.jpg" alt="Beach"></p>' });
    const image = root.querySelector('img');
    expect(image?.style.maxHeight).toBe('48rem');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open image full screen: Beach' }));
    const viewer = screen.getByRole('dialog', { name: 'Image' });
    expect(within(viewer).getByRole('img', { name: 'Beach' }).getAttribute('src')).toBe('https://cdn.example/p.jpg');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close image' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('quotes', () => {
  const mockHeights = (scrollHeight: number, clientHeight: number) => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
  };

  it('clamps a long quote to 6 lines and toggles it with the button or a click on the quote', () => {
    mockHeights(600, 150);
    const root = show({
      html: '<blockquote><p>A very long quote</p></blockquote>',
      labels: { expandQuote: 'More', collapseQuote: 'Less' },
    });
    const quote = root.querySelector('blockquote') as HTMLElement;
    const body = quote.firstElementChild as HTMLElement;
    expect(body.style.webkitLineClamp).toBe('6');
    expect(quote.hasAttribute('data-clamped')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(body.style.webkitLineClamp).toBe('');
    expect(screen.getByRole('button', { name: 'Less' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByText('A very long quote'));
    expect(body.style.webkitLineClamp).toBe('6');
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('offers no toggle for a short quote', () => {
    mockHeights(40, 40);
    show({ html: '<blockquote>Short</blockquote>' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('embeds', () => {
  it('turns a YouTube link on its own line into a sandboxed privacy-enhanced player', () => {
    const root = show({
      html:
        '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></p>' +
        '<p>before<br>https://youtu.be/aaaaaaaaaaa<br>after</p>' +
        '<p>see https://youtu.be/bbbbbbbbbbb inline</p>',
    });
    const players = [...root.querySelectorAll('iframe')];
    expect(players.map((p) => p.getAttribute('src'))).toEqual([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65',
      'https://www.youtube-nocookie.com/embed/aaaaaaaaaaa',
    ]);
    expect(players[0]?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(players[0]?.getAttribute('title')).toBe('YouTube video');
    expect(root.textContent).toContain('see https://youtu.be/bbbbbbbbbbb inline');
  });

  it('turns an image link on its own line into the image', () => {
    const root = show({ html: '<p><a href="https://cdn.example/cat.png">https://cdn.example/cat.png</a></p>' });
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/cat.png');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('recognises the usual YouTube and image URLs only', () => {
    expect(youtubeVideoOf('https://youtu.be/dQw4w9WgXcQ?t=90')).toEqual({ id: 'dQw4w9WgXcQ', start: 90 });
    expect(youtubeVideoOf('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual({ id: 'dQw4w9WgXcQ' });
    expect(youtubeVideoOf('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeVideoOf('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(isImageUrl('https://cdn.example/a.JPG?x=1')).toBe(true);
    expect(isImageUrl('https://cdn.example/a.html')).toBe(false);
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe('emoticons', () => {
  const emoticons: RichEmoticon[] = [
    {
      name: 'smile',
      src: '/emoticons/smile.png',
      shortcode: ':smile:',
      unicode: '🙂',
      width: 20,
      height: 20,
      adult: false,
    },
    { name: 'wink', src: '/emoticons/wink.png', shortcode: ';)', width: 20, height: 20, adult: false },
    { name: 'naughty', src: '/emoticons/naughty.png', shortcode: ':naughty:', width: 20, height: 20, adult: true },
  ];

  it('replaces shortcodes with images', () => {
    const root = show({
      html: '<p>Hi :smile: there ;) and :naughty:</p>',
      emoticons,
      site: { code: 'shuk', storiesMode: false },
    });
    const images = [...root.querySelectorAll('img[data-emoticon]')];
    expect(images.map((i) => [i.getAttribute('data-emoticon'), i.getAttribute('alt'), i.getAttribute('src')])).toEqual([
      ['smile', '🙂', '/emoticons/smile.png'],
      ['wink', ';)', '/emoticons/wink.png'],
      ['naughty', ':naughty:', '/emoticons/naughty.png'],
    ]);
    expect(root.textContent).toBe('Hi  there  and ');
  });

  it('drops adult emoticons on the stories site', () => {
    const root = show({
      html: '<p>Hi :smile: and :naughty:!</p>',
      emoticons,
      site: { code: 'stsp', storiesMode: true },
    });
    expect([...root.querySelectorAll('img[data-emoticon]')].map((i) => i.getAttribute('data-emoticon'))).toEqual([
      'smile',
    ]);
    expect(root.textContent).toBe('Hi  and !');
    expect(root.innerHTML).not.toContain('naughty');
  });
});
