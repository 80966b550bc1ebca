import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface VariantFile {
  code: string;
  brand: { name: string; alt: string; text?: string };
  meta: { title: string; titleTemplate?: string };
}

/** A variant file from `variants/`, so the tests expect what the brand's own file says. */
export function variantFile(code: string): VariantFile {
  const file = path.resolve(import.meta.dirname, '../../../variants', `${code}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as VariantFile;
}
