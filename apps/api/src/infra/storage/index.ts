export { Storage, assertKey, toBuffer, InvalidStorageKey, type PutOptions, type StoredObject } from './storage.js';
export { StorageModule, createStorage } from './storage.module.js';
export { LocalDiskStorage } from './local-disk.storage.js';
export { S3Storage, S3Error, type S3Options } from './s3.storage.js';
