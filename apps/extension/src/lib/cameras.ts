/** The cameras the browser offers, by name (names show once the camera was allowed). */
export async function listCameras(): Promise<{ value: string; label: string }[]> {
  const devices = await navigator.mediaDevices?.enumerateDevices().catch(() => []);
  return (devices ?? [])
    .filter((d) => d.kind === 'videoinput' && d.deviceId)
    .map((d, i) => ({ value: d.deviceId, label: d.label || `Camera ${i + 1}` }));
}
