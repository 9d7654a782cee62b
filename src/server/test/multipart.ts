/** A multipart/form-data body for app.inject, built the way a browser's FormData would send it. */
export async function multipartBody(
  fields: { name: string; filename?: string; contentType?: string; data: Buffer | string }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const f of fields) {
    if (f.filename !== undefined) {
      const bytes = typeof f.data === 'string' ? Buffer.from(f.data) : f.data;
      form.append(
        f.name,
        new Blob([new Uint8Array(bytes)], { type: f.contentType ?? 'application/octet-stream' }),
        f.filename,
      );
    } else {
      form.append(f.name, typeof f.data === 'string' ? f.data : f.data.toString());
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
