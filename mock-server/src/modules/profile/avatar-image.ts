import pLimit from 'p-limit';
import sharp from 'sharp';
import { AVATAR_MESSAGES } from '../../../../contract/profile';
import { ApiError } from '../../http/envelope';

/**
 * The stored avatar's side, px: a square over twice the largest size the portal shows an avatar at (112 CSS px on
 * /memberEditHead) and three times the user centre's 80 px, for phone screens of 2–3 device pixels per CSS pixel. It
 * is sharp everywhere and never the multi-megabyte photo a phone takes.
 */
export const AVATAR_SIDE_PX = 240;
/**
 * Largest picture accepted, in pixels (width × height). A 5 MB PNG of one colour can declare 20,000 × 20,000 pixels,
 * 1.6 GB once decoded; a phone's photo is 12–50 megapixels.
 */
export const AVATAR_MAX_INPUT_PIXELS = 64_000_000;
/**
 * One avatar decoded at a time per process: a decode holds one of libuv's four pool threads for up to a few hundred
 * ms (a 50-megapixel photo), and the same pool hashes passwords at login and reads files. A burst of uploads waits
 * its turn rather than stalling every login.
 */
const oneAtATime = pLimit(1);
/** WebP quality of the stored avatar (libwebp's scale, 0–100): about 5–15 KB for a photo at AVATAR_SIDE_PX. */
const WEBP_QUALITY = 80;

/**
 * The avatar as it is stored and served, from an uploaded JPG or PNG: turned upright by its EXIF orientation, cut to
 * a centred square of {@link AVATAR_SIDE_PX} px, encoded as WebP, every metadata block left out (a phone photo's EXIF
 * holds where and when it was taken, and the avatar's address is public). Decoding runs on libuv's thread pool, off
 * the event loop that accepts bids, one upload at a time.
 * @param bytes the upload, already sniffed as JPEG or PNG
 * @returns the WebP bytes
 * @throws ApiError 400 图片尺寸过大… (over {@link AVATAR_MAX_INPUT_PIXELS}) / 图片无法识别… (not a decodable image)
 */
export function avatarImage(bytes: Buffer): Promise<Buffer> {
  return oneAtATime(() => makeAvatar(bytes));
}

async function makeAvatar(bytes: Buffer): Promise<Buffer> {
  let pixels: number;
  try {
    // The header only: no pixel is decoded yet, so a declared size over the limit costs nothing.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    pixels = (width ?? 0) * (height ?? 0);
  } catch {
    throw new ApiError(400, AVATAR_MESSAGES.unreadable);
  }
  if (pixels > AVATAR_MAX_INPUT_PIXELS) throw new ApiError(400, AVATAR_MESSAGES.tooManyPixels);
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate().resize(AVATAR_SIDE_PX, AVATAR_SIDE_PX, { fit: 'cover' }).webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch {
    // A header that reads but pixel data that does not (a cut-off or corrupted file).
    throw new ApiError(400, AVATAR_MESSAGES.unreadable);
  }
}
