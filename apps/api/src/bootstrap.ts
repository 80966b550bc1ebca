import 'reflect-metadata';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import type { AppConfig } from './infra/config/config.js';
import { createDataSource, migrate } from './data-source.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './infra/database/embedded.js';
import { AllExceptionsFilter } from './infra/http/exception.filter.js';
import { registerCsrf } from './infra/http/csrf.js';
import { registerInputGuards } from './infra/http/canonical.js';
import { createValidationPipe } from './infra/http/validation.js';
import { ResponseContractInterceptor } from './shared/http/response-contract.interceptor.js';
import { createPino, PinoNestLogger } from './infra/logging/logger.js';
import { repoRoot } from './infra/paths/paths.js';
import { isSecure } from './modules/auth/index.js';
import { createSocketAdapter } from './infra/realtime/socket-adapter.js';

export interface Database {
  url: string;
  dataSource: DataSource;
  embedded?: EmbeddedDatabase;
}

/** DATABASE_URL, or an embedded PostgreSQL under DATA_DIR; then migrations (under an advisory lock). */
export async function openDatabase(config: AppConfig, log: Logger): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
      database: 'community',
      log: (l) => log.warn(l),
    });
    url = embedded.url;
    log.info({ port: config.EMBEDDED_PG_PORT }, 'embedded PostgreSQL started');
  }
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  const ran = await migrate(dataSource);
  if (ran.length) log.info({ migrations: ran }, 'migrations applied');
  return { url, dataSource, embedded };
}

/** Hosts allowed to call the API from a browser: every variant host, and `*.localhost` in development. */
function corsOrigin(config: AppConfig, hosts: string[]) {
  const allowed = new Set(hosts.flatMap((h) => [`https://${h}`, `http://${h}`]));
  return (origin: string | undefined, cb: (err: Error | null, allow: boolean) => void) => {
    if (!origin) return cb(null, true);
    let u: URL;
    try {
      u = new URL(origin);
    } catch {
      return cb(null, false);
    }
    const base = config.PUBLIC_BASE_HOST;
    const ok = allowed.has(origin) || u.host === base || u.host.endsWith(`.${base}`) || (!config.isProduction && (u.hostname === 'localhost' || u.hostname.endsWith('.localhost')));
    cb(null, ok);
  };
}

export async function createApp(config: AppConfig, db: Database, pinoLogger: Logger = createPino(config.LOG_LEVEL)): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: pinoLogger,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register({ config, dataSource: db.dataSource, databaseUrl: db.url }), adapter, {
    logger: new PinoNestLogger(pinoLogger),
    bufferLogs: false,
  });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;

  await app.register(fastifyCookie as never);
  // Pages, API answers and the OpenAPI document are compressed on the fly (brotli or gzip, from 1 KB); the
  // site's and console's assets were compressed once at build time (see `preCompressed` below). Images, video
  // and EPUB files are compressed already and pass through (their types are not compressible). Request bodies
  // are never decompressed (no compressed uploads to inflate past the body limits).
  await app.register(fastifyCompress as never, { globalCompression: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyHelmet as never, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  fastify.addHook('onSend', async (req, reply) => {
    void reply.header('x-request-id', req.id);
  });
  registerInputGuards(fastify);
  registerCsrf(fastify, { secure: isSecure, exempt: ['/api/payments/webhooks/'] });

  const variantsHosts = (await import('./modules/variants/variants.service.js')).VariantsService;
  const hosts = app.get(variantsHosts).all().flatMap((v) => v.hosts);
  app.enableCors({ origin: corsOrigin(config, hosts), credentials: true, exposedHeaders: ['Content-Range', 'X-Request-Id'] });

  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  if (config.CHECK_RESPONSES) app.useGlobalInterceptors(new ResponseContractInterceptor(app.get(Reflector)));

  const root = repoRoot();
  const statics: Array<{ root: string; prefix: string; maxAge: string; immutable: boolean }> = [
    { root: path.join(config.SITE_DIST ?? path.join(root, 'apps/site/dist'), 'assets'), prefix: '/assets/', maxAge: '365d', immutable: true },
    { root: path.join(config.STAFF_DIST ?? path.join(root, 'apps/staff/dist'), 'assets'), prefix: '/staff/assets/', maxAge: '365d', immutable: true },
    { root: path.join(root, 'variants/assets'), prefix: '/brand/', maxAge: '1d', immutable: false },
  ];
  let first = true;
  for (const s of statics.filter((x) => existsSync(x.root))) {
    await app.register(fastifyStatic as never, { root: s.root, prefix: s.prefix, decorateReply: first, index: false, maxAge: s.maxAge, immutable: s.immutable, preCompressed: true });
    first = false;
  }

  const doc = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Community platform API')
      .setDescription('Every endpoint of the member site and staff console. Unsafe methods need the X-XSRF-TOKEN header (double-submit of the XSRF-TOKEN cookie).')
      .setVersion('0.1.0')
      .addCookieAuth('SID')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, doc, { jsonDocumentUrl: 'api/docs/openapi.json' });

  app.useWebSocketAdapter(await createSocketAdapter(app, config, db.url));

  // No app.enableShutdownHooks(): main.ts and worker.ts own the signals, so the queue closes before the
  // database (and the embedded PostgreSQL) stops.
  await app.init();
  return app;
}
