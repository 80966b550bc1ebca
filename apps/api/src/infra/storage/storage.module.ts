import { Global, Module } from '@nestjs/common';
import path from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';
import { Storage } from './storage.js';

/** Local disk under DATA_DIR/storage, or S3-compatible when S3_BUCKET is set (config checks the rest). */
export function createStorage(config: AppConfig): Storage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  }
  return new LocalDiskStorage(path.join(config.DATA_DIR, 'storage'));
}

/** Provides the `Storage` port to every module: `constructor(private readonly storage: Storage)`. */
@Global()
@Module({
  providers: [{ provide: Storage, useFactory: createStorage, inject: [APP_CONFIG] }],
  exports: [Storage],
})
export class StorageModule {}
