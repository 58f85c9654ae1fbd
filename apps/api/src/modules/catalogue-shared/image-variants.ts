import { sql } from 'drizzle-orm';
import { executeRows, type Database } from '../../db/client';
import { ensureVariants } from '../../lib/images';
import type { Storage } from '../../lib/storage';

export type VariantsReport = { images: number; made: number; failed: number };

/** Every picture the catalogue points at (products, categories, brands), each once. */
async function catalogueImages(db: Database): Promise<string[]> {
  const rows = await executeRows<{ image: string }>(
    db,
    sql`select image from products where image is not null
        union select image from categories where image is not null
        union select image from companies where image is not null
        order by 1`,
  );
  return rows.map((row) => row.image);
}

/**
 * Makes the responsive variants the catalogue's pictures lack (pictures uploaded before variants
 * existed, the demo's): `npm run images:variants`, and every start-up in the background
 * (IMAGE_VARIANTS_AT_START). One picture at a time, so a shop serving shoppers meanwhile keeps a core;
 * a picture that fails is logged and skipped, never stops the others.
 */
export async function makeMissingVariants(
  db: Database,
  storage: Storage,
  log: (line: string) => void = () => {},
): Promise<VariantsReport> {
  const report: VariantsReport = { images: 0, made: 0, failed: 0 };
  for (const image of await catalogueImages(db)) {
    report.images += 1;
    try {
      report.made += await ensureVariants(storage, image);
    } catch (error) {
      report.failed += 1;
      log(
        `could not make the variants of ${image}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return report;
}
