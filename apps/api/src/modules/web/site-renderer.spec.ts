import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { jest } from '@jest/globals';
import { pageStream } from './site-renderer.js';

/** React's stream as the renderer hands it over: `pipe(destination)` writes the chunks, then ends. */
function rendering(chunks: string[]) {
  let destination: Writable | undefined;
  const pipe = (d: Writable) => {
    destination = d;
    Readable.from(chunks.map((c) => Buffer.from(c))).pipe(d);
  };
  return { pipe, destination: () => destination as Writable };
}

describe('pageStream', () => {
  it('sends the template around the rendering, with the render state after #root', async () => {
    const r = rendering(['<main>', 'page', '</main>']);
    const aborted = jest.fn();
    const out = pageStream('<html><body><div id="root">', '</div><div id="boot"></div></body></html>', '{"a":1}', r.pipe, aborted);
    let html = '';
    for await (const chunk of out) html += String(chunk);
    expect(html).toBe('<html><body><div id="root"><main>page</main></div><script type="application/json" id="ssr">{"a":1}</script><div id="boot"></div></body></html>');
    expect(aborted).not.toHaveBeenCalled();
  });

  it('aborts the render and releases its writes when the visitor goes away mid-page', async () => {
    // More than the stream buffers (16 KB): with nobody reading, the renderer waits on back-pressure.
    const r = rendering(Array.from({ length: 64 }, () => 'x'.repeat(4096)));
    const aborted = jest.fn();
    const out = pageStream('<div id="root">', '</div>', '{}', r.pipe, aborted);
    await new Promise((resolve) => setTimeout(resolve, 20));
    out.destroy();
    await once(r.destination(), 'finish');
    expect(aborted).toHaveBeenCalledTimes(1);
  });
});
