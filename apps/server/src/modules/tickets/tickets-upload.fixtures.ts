/** A 1×1 PNG: the smallest real image for upload tests. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body as a browser's FormData makes it, with each file in field `files` (or another). */
export async function multipartFiles(
  files: { data: Buffer; name: string; type?: string }[],
  field = 'files',
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const file of files) {
    form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
  }
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
