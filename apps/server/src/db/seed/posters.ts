// The demo posters' WebP copies, as an upload gets them (storage/image-variants.ts): the card
// widths from the poster, the backdrop widths from the same art without its lettering. Each SVG
// is drawn once, at its widest copy's scale (the backdrop's 1920 px are drawn as a vector, not a
// 1280 px raster enlarged), and the narrower copies are resized from that drawing.
import sharp from 'sharp';
import { BACKDROP_WIDTHS, VARIANT_WIDTHS, WEBP_QUALITY } from '../../storage/image-variants.js';
import { POSTER_SIZE, type CoursePictureSvgs } from './thumbnails.js';

export interface PosterCopy {
  width: number;
  bytes: Buffer;
}

/** SVG's default resolution: at this density an SVG renders at its own width. */
const SVG_DPI = 72;

/** One SVG drawn at its widest width, as WebP copies of every width. */
async function render(svg: string, widths: readonly number[]): Promise<PosterCopy[]> {
  const widest = Math.max(...widths);
  // Pixels, not a pipeline: every clone of an SVG pipeline would draw the SVG again. The art is
  // opaque; without its alpha channel WebP encodes it twice as fast and a little smaller.
  const { data, info } = await sharp(Buffer.from(svg), { density: (SVG_DPI * widest) / POSTER_SIZE.width })
    .flatten()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const drawn = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return Promise.all(
    widths.map(async (width) => ({
      width,
      // Effort 2 of 6: a demo seed renders 150 copies at start-up; uploads (one at a time) take
      // the default 4, which saves about 5% more bytes at three times the encoding time.
      bytes: await drawn.clone().resize({ width }).webp({ quality: WEBP_QUALITY, effort: 2 }).toBuffer(),
    })),
  );
}

let textRenders: Promise<boolean> | undefined;

/**
 * Whether this machine has a font to print the posters' titles with (librsvg uses the system's
 * fonts; a bare container may have none). Without one the cards keep the SVG, which the browser
 * draws with its own fonts, and only the backdrops, which have no lettering, get copies.
 */
export function canRenderText(): Promise<boolean> {
  textRenders ??= sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><text x="4" y="48" font-size="48" fill="#fff">Ag</text></svg>',
    ),
  )
    .flatten({ background: '#000' })
    .stats()
    .then((s) => s.channels.some((c) => c.max > 0))
    .catch(() => false);
  return textRenders;
}

/** The copies of one course's pictures, narrowest first. */
export async function posterCopies(svgs: CoursePictureSvgs): Promise<PosterCopy[]> {
  const [card, backdrop] = await Promise.all([
    (await canRenderText()) ? render(svgs.poster, VARIANT_WIDTHS) : [],
    render(svgs.backdrop, BACKDROP_WIDTHS),
  ]);
  return [...card, ...backdrop].sort((a, b) => a.width - b.width);
}
