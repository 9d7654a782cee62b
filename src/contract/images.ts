// No zod here: the landing page (first-load budget) imports this.

/**
 * Stored images are WebP in three sizes; paths end in -full.webp. The phone-sized and the
 * thumbnail variants sit beside it.
 */
export type ImageSize = 'full' | 'md' | 'thumb';
export function imageVariant(path: string, size: ImageSize): string {
  return path.replace(/-(full|md|thumb)\.webp$/, `-${size}.webp`);
}

/** A listing's cover: imageUrls[coverImageIndex], the first image when the index is out of range. */
export function coverOf(item: { imageUrls: string[]; coverImageIndex: number }): string | null {
  return item.imageUrls[item.coverImageIndex] ?? item.imageUrls[0] ?? null;
}
