import 'reflect-metadata';
import { StreamableFile, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { firstValueFrom, of } from 'rxjs';
import { z } from 'zod';
import { envelope } from '@community/contracts';
import { AppException } from '../../infra/http/app-exception.js';
import { ResponseContractInterceptor } from './response-contract.interceptor.js';
import { RESPONSE_SCHEMA } from './route.js';

const Thing = z.object({ id: z.string(), createdAt: z.iso.datetime(), count: z.number().int() });

function answer(value: unknown, schema: z.ZodType | null = envelope(Thing)): Promise<unknown> {
  const handler = () => value;
  if (schema) Reflect.defineMetadata(RESPONSE_SCHEMA, schema, handler);
  const context = {
    getType: () => 'http',
    getHandler: () => handler,
    switchToHttp: () => ({ getRequest: () => ({ method: 'GET', url: '/api/things/1?x=1', routeOptions: { url: '/api/things/:id' } }) }),
  } as unknown as ExecutionContext;
  return firstValueFrom(new ResponseContractInterceptor(new Reflector()).intercept(context, { handle: () => of(value) }));
}

describe('ResponseContractInterceptor', () => {
  it('passes an answer inside its schema through untouched, reading dates as the client will (strings)', async () => {
    const value = { data: { id: 't1', createdAt: new Date('2026-01-02T03:04:05Z'), count: 2 } };
    await expect(answer(value)).resolves.toBe(value);
  });

  it('turns an answer outside its schema into a 500 naming the route and the fields', async () => {
    const error = await answer({ data: { id: 7, createdAt: 'yesterday', count: 2 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppException);
    expect((error as AppException).toBody()).toMatchObject({ statusCode: 500, code: 'RESPONSE_CONTRACT' });
    expect((error as AppException).message).toMatch(/^GET \/api\/things\/:id answered outside its documented schema: data\.id: .*; data\.createdAt: /);
  });

  it('leaves routes without a schema, files and empty answers alone', async () => {
    await expect(answer({ anything: true }, null)).resolves.toEqual({ anything: true });
    const file = new StreamableFile(Buffer.from('x'));
    await expect(answer(file)).resolves.toBe(file);
    await expect(answer(undefined)).resolves.toBeUndefined();
  });
});
