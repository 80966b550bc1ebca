import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { z } from 'zod';
import { ACCESS_METADATA } from '../access/access.js';
import { RateLimitGuard } from '../../infra/http/rate-limit.js';
import { Route } from './route.js';

/** @nestjs/swagger's metadata keys (its constants are not exported). */
const DECORATORS = { API_OPERATION: 'swagger/apiOperation', API_RESPONSE: 'swagger/apiResponse', API_CONSUMES: 'swagger/apiConsumes' };
const Thing = z.object({ id: z.string() });
const meta = (key: string, handler: object): unknown => Reflect.getMetadata(key, handler);
type Responses = Record<string, { standardSchema?: z.ZodType; description?: string }>;
const responses = (handler: object) => meta(DECORATORS.API_RESPONSE, handler) as Responses | undefined;

describe('Route', () => {
  class Probe {
    @Route.get('things/:id', { access: 'member', data: Thing, summary: 'One thing' })
    one() {}

    @Route.get({ access: { roles: ['admin'] }, response: z.array(Thing), summary: 'Every thing', description: 'react-admin list' })
    list() {}

    @Route.post('things', { access: 'confirmed', data: Thing, summary: 'Make a thing' })
    create() {}

    @Route.post('things/:id/touch', { access: 'member', status: 200, data: Thing, summary: 'Touch a thing' })
    touch() {}

    @Route.delete('things/:id', { access: 'member', status: 204, summary: 'Drop a thing' })
    remove() {}

    @Route.post('things/upload', {
      access: 'public',
      consumes: 'multipart/form-data',
      rateLimit: [
        { bucket: 'a', limit: 5, windowSeconds: 60 },
        { bucket: 'b', limit: 9, windowSeconds: 60, bodyKey: 'email' },
      ],
    })
    upload() {}
  }
  const { one, list, create, touch, remove, upload } = Probe.prototype;

  it('maps the method and path (no path: the controller root) and records the access rule the guard reads', () => {
    expect([meta(METHOD_METADATA, one), meta(PATH_METADATA, one)]).toEqual([RequestMethod.GET, 'things/:id']);
    expect([meta(METHOD_METADATA, list), meta(PATH_METADATA, list)]).toEqual([RequestMethod.GET, '/']);
    expect([meta(METHOD_METADATA, remove), meta(PATH_METADATA, remove)]).toEqual([RequestMethod.DELETE, 'things/:id']);
    expect(meta(ACCESS_METADATA, one)).toBe('member');
    expect(meta(ACCESS_METADATA, list)).toEqual({ roles: ['admin'] });
  });

  it("sets the status only when it differs from Nest's default", () => {
    expect(meta(HTTP_CODE_METADATA, one)).toBeUndefined();
    expect(meta(HTTP_CODE_METADATA, create)).toBeUndefined();
    expect(meta(HTTP_CODE_METADATA, touch)).toBe(200);
    expect(meta(HTTP_CODE_METADATA, remove)).toBe(204);
  });

  it('documents the summary, and the description when there is one', () => {
    expect(meta(DECORATORS.API_OPERATION, one)).toEqual({ summary: 'One thing' });
    expect(meta(DECORATORS.API_OPERATION, list)).toEqual({ summary: 'Every thing', description: 'react-admin list' });
    expect(meta(DECORATORS.API_OPERATION, upload)).toBeUndefined();
  });

  it('documents the { data } envelope under the status the route answers (201 for a POST unless stated)', () => {
    const envelopeOf = (handler: object, status: number) => {
      const entry = responses(handler)?.[String(status)];
      expect(Object.keys(responses(handler) ?? {})).toEqual([String(status)]);
      return entry?.standardSchema;
    };
    expect(envelopeOf(one, 200)?.parse({ data: { id: 'x' } })).toEqual({ data: { id: 'x' } });
    expect(() => envelopeOf(one, 200)?.parse({ id: 'x' })).toThrow();
    expect(envelopeOf(create, 201)?.parse({ data: { id: 'y' } })).toEqual({ data: { id: 'y' } });
    expect(envelopeOf(touch, 200)).toBeDefined();
    expect(responses(remove)).toBeUndefined();
  });

  it('documents a whole body as it is when the answer is outside the envelope', () => {
    expect(responses(list)?.['200']?.standardSchema?.parse([{ id: 'a' }])).toEqual([{ id: 'a' }]);
  });

  it('guards rate-limited routes with every rule, and names a non-JSON body', () => {
    expect(meta(GUARDS_METADATA, upload)).toEqual([RateLimitGuard]);
    expect(meta('rateLimit', upload)).toEqual([
      { bucket: 'a', limit: 5, windowSeconds: 60 },
      { bucket: 'b', limit: 9, windowSeconds: 60, bodyKey: 'email' },
    ]);
    expect(meta(GUARDS_METADATA, one)).toBeUndefined();
    expect(meta(DECORATORS.API_CONSUMES, upload)).toEqual(['multipart/form-data']);
  });

  it('refuses a route that claims both an envelope and a whole body', () => {
    expect(() => Route.get('x', { access: 'public', data: Thing, response: Thing })).toThrow(/either a data envelope or a whole body/);
  });
});
