import 'reflect-metadata';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type { ExecutionContext } from '@nestjs/common';
import { ACCESS_METADATA, Access, OptionalViewer, Viewer } from './access.js';

type Factory = { factory: (data: unknown, ctx: ExecutionContext) => unknown };

function factoryOf(decorator: () => ParameterDecorator): Factory['factory'] {
  class Probe {
    handler(_v: unknown) {}
  }
  decorator()(Probe.prototype, 'handler', 0);
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Probe, 'handler') as Record<string, Factory>;
  return Object.values(args)[0]!.factory;
}

const ctxWith = (auth: unknown) => ({ switchToHttp: () => ({ getRequest: () => ({ auth }) }) }) as unknown as ExecutionContext;

describe('access decorators', () => {
  it('records the rule under the key the guard reads', () => {
    class C {
      @Access({ roles: ['admin'] })
      h() {}
    }
    expect(Reflect.getMetadata(ACCESS_METADATA, C.prototype.h)).toEqual({ roles: ['admin'] });
  });

  it('hands the resolved caller to the handler; Viewer refuses without one, OptionalViewer gives null', () => {
    const viewer = factoryOf(Viewer);
    const optional = factoryOf(OptionalViewer);
    const caller = { member: { id: 'm1' } };
    expect(viewer(undefined, ctxWith(caller))).toBe(caller);
    expect(optional(undefined, ctxWith(caller))).toBe(caller);
    expect(optional(undefined, ctxWith(undefined))).toBeNull();
    expect(() => viewer(undefined, ctxWith(null))).toThrow(expect.objectContaining({ statusCode: 401, code: 'AUTH_UNAUTHENTICATED' }));
  });
});
