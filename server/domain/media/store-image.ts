import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '#common/limits.ts';
import { DomainError, domainBadRequest } from '../errors.ts';

/** Decisions §6: WebP sizes; thumbnail is cropped square, the others keep the aspect ratio. */
export const IMAGE_SIZES = [
  { name: 'thumbnail', width: 150, crop: true },
  { name: 'medium', width: 300, crop: false },
  { name: 'medium_large', width: 768, crop: false },
  { name: 'large', width: 1024, crop: false },
] as const;
const FULL_MAX = 2048;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** 413 for an upload over UPLOAD_MAX_BYTES, whichever check (body limit, multipart, here) finds it. */
export const fileTooBig = () =>
  new DomainError(
    'too_large',
    'rest_upload_file_too_big',
    `The file is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB, the most an upload may be.`,
  );

export interface StoredImage {
  file: string;
  mimeType: string;
  width: number;
  height: number;
  filesize: number;
  sizes: Record<string, { file: string; width: number; height: number; mime_type: string; filesize: number }>;
}

/**
 * Decodes an upload (never trusting its name), applies EXIF orientation, strips every
 * metadata block and writes WebP sizes under `uploads/YYYY/MM/`.
 */
export async function storeImage(
  buffer: Buffer,
  uploadsDir: string,
  baseName: string,
  now = new Date(),
): Promise<StoredImage> {
  if (buffer.length > UPLOAD_MAX_BYTES) throw fileTooBig();
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw domainBadRequest(
      'rest_upload_invalid_type',
      'The file is not an image we can read (JPEG, PNG, WebP, GIF or AVIF).',
    );
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === 'heif' && meta.compression !== 'av1')) {
    throw domainBadRequest(
      'rest_upload_invalid_type',
      'The file is not an image we can read (JPEG, PNG, WebP, GIF or AVIF).',
    );
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > UPLOAD_MAX_PIXELS) {
    throw domainBadRequest('rest_upload_too_many_pixels', 'The image is larger than 40 megapixels.');
  }
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const dir = path.join(uploadsDir, yyyy, mm);
  await mkdir(dir, { recursive: true });
  const slug =
    baseName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'image';
  const stem = `${slug}-${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  // rotate() with no argument applies the EXIF orientation; sharp drops metadata unless asked.
  const oriented = sharp(buffer, { limitInputPixels: UPLOAD_MAX_PIXELS }).rotate();
  const full = await oriented
    .clone()
    .resize({ width: FULL_MAX, height: FULL_MAX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const fullFile = `${yyyy}/${mm}/${stem}.webp`;
  const sizes: StoredImage['sizes'] = {};
  // a failure halfway (disk full, a size that does not encode) leaves no file behind
  const written: string[] = [];
  try {
    await writeFile(path.join(uploadsDir, fullFile), full.data);
    written.push(fullFile);
    for (const size of IMAGE_SIZES) {
      if (!size.crop && size.width >= full.info.width) continue;
      // A square crop no larger than the image itself: a small upload is never enlarged (issue 13).
      const side = Math.min(size.width, full.info.width, full.info.height);
      const out = await oriented
        .clone()
        .resize(
          size.crop
            ? { width: side, height: side, fit: 'cover', withoutEnlargement: true }
            : { width: size.width, withoutEnlargement: true },
        )
        .webp({ quality: 78 })
        .toBuffer({ resolveWithObject: true });
      const file = `${yyyy}/${mm}/${stem}-${size.name}.webp`;
      await writeFile(path.join(uploadsDir, file), out.data);
      written.push(file);
      sizes[size.name] = {
        file,
        width: out.info.width,
        height: out.info.height,
        mime_type: 'image/webp',
        filesize: out.info.size,
      };
    }
  } catch (error) {
    await removeFiles(uploadsDir, written);
    throw error;
  }
  return {
    file: fullFile,
    mimeType: 'image/webp',
    width: full.info.width,
    height: full.info.height,
    filesize: full.info.size,
    sizes,
  };
}

/** Every file of a stored image: the full size and each smaller one. */
export const filesOf = (stored: Pick<StoredImage, 'file' | 'sizes'>) => [
  stored.file,
  ...Object.values(stored.sizes).map((size) => size.file),
];

/** Removes files under uploads; one already gone is no error. */
export async function removeFiles(uploadsDir: string, files: string[]): Promise<void> {
  await Promise.all(
    files.map((file) =>
      unlink(path.join(uploadsDir, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
}
