import type { RegisterDeviceInput } from '@expertos/domain/push.schema';
import type { Log } from './native-push';

/*
 * The native app gets its push token whether or not anyone is signed in (at first start
 * nobody is), but a device is always registered to a person (docs/product.md#push-notifications).
 * So the token is registered at once when someone is signed in, else as soon as someone signs
 * in; and again whenever another person signs in on this phone, which moves the device to them.
 */

export interface SessionWatch {
  /** The signed-in person's id, or null. */
  currentUser(): string | null;
  /** Calls `listener` with the signed-in person's id each time it changes; answers how to stop. */
  onUserChange(listener: (user: string | null) => void): () => void;
}

export interface DeviceRegistrarDeps {
  /** `POST /push/devices`. */
  post(body: RegisterDeviceInput): Promise<unknown>;
  session: SessionWatch;
  log?: Log;
}

/**
 * Answers the `registerDevice` native push calls with each token: it posts now when someone is
 * signed in (the caller sees that call's failure), else keeps the token for the next sign-in.
 * Posts made on a sign-in log their failure.
 */
export function createDeviceRegistrar(
  deps: DeviceRegistrarDeps,
): (body: RegisterDeviceInput) => Promise<void> {
  const log = deps.log ?? console;
  let latest: RegisterDeviceInput | null = null;
  deps.session.onUserChange((user) => {
    if (!user || !latest) return;
    deps.post(latest).catch((error: unknown) => {
      log.error('Could not register this device for push notifications', error);
    });
  });
  return async (body) => {
    latest = body;
    if (deps.session.currentUser()) await deps.post(body);
  };
}
