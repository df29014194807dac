/** Spec §5: only files whose type begins with image/. */
export function isImageFile(file: Pick<File, "type">): boolean {
  return file.type.startsWith("image/");
}

export type PhotoResult =
  | { ok: true; dataUrl: string }
  | { ok: false; reason: "not-an-image" | "too-large" | "unreadable" };

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_SIDE = 1600;

/** The size to draw an image at so that its longest side is at most `maxSide`. */
export function fitWithin(width: number, height: number, maxSide: number) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Checks and shrinks a photo in the browser: refuses non-images and files over
 * 10 MB, decodes the file (so a renamed non-image is caught by its content,
 * not its name), and redraws it as a JPEG whose longest side is at most
 * 1600 px. Drawing to a canvas also turns an SVG into plain pixels.
 */
export async function preparePhoto(file: File): Promise<PhotoResult> {
  if (!isImageFile(file)) return { ok: false, reason: "not-an-image" };
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, reason: "too-large" };
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    if (!image.naturalWidth || !image.naturalHeight)
      return { ok: false, reason: "unreadable" };
    const { width, height } = fitWithin(
      image.naturalWidth,
      image.naturalHeight,
      MAX_PHOTO_SIDE,
    );
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return { ok: false, reason: "unreadable" };
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return { ok: true, dataUrl: canvas.toDataURL("image/jpeg", 0.85) };
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    URL.revokeObjectURL(url);
  }
}
