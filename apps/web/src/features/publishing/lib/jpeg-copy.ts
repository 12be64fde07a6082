/** JPEG's quality for a copy: hardly told from the original, far smaller than a PNG. */
export const JPEG_COPY_QUALITY = 0.92;

/** The copy's name: the original's with `.jpg` in place of its extension. */
export const jpegName = (name: string): string => `${name.replace(/\.[^./]+$/, '') || 'image'}.jpg`;

/**
 * A JPEG copy of an image, made in the browser (docs/product.md#publishing): drawn on a canvas
 * at its own size — turned as its EXIF says — on white, as JPEG has no transparency, and saved
 * at JPEG_COPY_QUALITY. Only when the person asks for it.
 */
export async function toJpegFile(image: Blob, name: string): Promise<File> {
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the image.');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_COPY_QUALITY),
    );
    if (!blob) throw new Error('This browser could not save the image as a JPEG.');
    return new File([blob], jpegName(name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
