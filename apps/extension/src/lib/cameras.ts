import type { Translate } from '@/i18n/types';

/** The cameras the browser offers, by name (names show once the camera was allowed; until then numbered). */
export async function listCameras(t: Translate): Promise<{ value: string; label: string }[]> {
  const devices = await navigator.mediaDevices?.enumerateDevices().catch(() => []);
  return (devices ?? [])
    .filter((d) => d.kind === 'videoinput' && d.deviceId)
    .map((d, i) => ({ value: d.deviceId, label: d.label || t('options.cameraNumber', { number: i + 1 }) }));
}
