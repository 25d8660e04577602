import sharp from 'sharp';

/** Where the test phones were: Kadıköy, İstanbul. */
export const GPS_LATITUDE = 41.008;

/**
 * `image` as a phone's JPEG: EXIF orientation `orientation` (6: shown a quarter turned clockwise;
 * 1: as it is), the phone's make and model, and a GPS position (GPS_LATITUDE).
 */
export function phoneJpeg(image: sharp.Sharp, orientation = 6): Promise<Buffer> {
  return image
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Telefon', Model: 'X 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 29/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 0/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}
