import { scriptLoadError } from '@expertos/domain/ui';

const loads = new Map<string, Promise<void>>();

/**
 * Loads an external script once. Every caller for the same src shares one promise; a
 * failed load is forgotten (and its tag removed) so a later call can retry. Rejects with
 * the spec's error text 'Failed to load script with src {url}'.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  const pending = loads.get(src);
  if (pending) return pending;

  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loads.delete(src);
        script.remove();
        reject(new Error(scriptLoadError(src)));
      },
      { once: true },
    );
    doc.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}

/** Forgets every load (tests). */
export function resetScriptLoads(): void {
  loads.clear();
}
