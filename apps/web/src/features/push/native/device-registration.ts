import type { RegisterDeviceInput, RegisterDeviceReply } from '@expertos/domain/push.schema';
import { PUSH_CLAIM_TTL_SECONDS } from '@expertos/domain/push-claim';
import type { Log } from './native-push';

/*
 * The native app gets its push token whether or not anyone is signed in (at first start
 * nobody is), but a device is always registered to a person (docs/product.md#push-notifications).
 * So the token is registered at once when someone is signed in, else as soon as someone signs
 * in; and again whenever another person signs in on this phone. The token is then still the
 * one before's: the server pushes the phone a nonce and answers `confirmation_required`, and
 * the registration echoes the nonce back, which moves the device to the new person.
 */

export interface SessionWatch {
  /** The signed-in person's id, or null. */
  currentUser(): string | null;
  /** Calls `listener` with the signed-in person's id each time it changes; answers how to stop. */
  onUserChange(listener: (user: string | null) => void): () => void;
}

export interface DeviceRegistrarDeps {
  /** `POST /push/devices`. */
  post(body: RegisterDeviceInput): Promise<RegisterDeviceReply>;
  /** `POST /push/devices/confirm`: the nonce the phone was pushed. */
  confirm(nonce: string): Promise<unknown>;
  session: SessionWatch;
  log?: Log;
  /** How long a registration waits for its claim's push (the claim's own 60 s). */
  claimWaitMs?: number;
}

export interface DeviceRegistrar {
  /**
   * The `registerDevice` native push calls with each token: it posts now when someone is
   * signed in (the caller sees that call's failure), else keeps the token for the next
   * sign-in. Posts made on a sign-in log their failure.
   */
  register(body: RegisterDeviceInput): Promise<void>;
  /** A claim's push came (native-push.ts): its nonce goes to the registration waiting for one, if any. */
  claimReceived(nonce: string): void;
}

export function createDeviceRegistrar(deps: DeviceRegistrarDeps): DeviceRegistrar {
  const log = deps.log ?? console;
  const claimWaitMs = deps.claimWaitMs ?? PUSH_CLAIM_TTL_SECONDS * 1000;
  let latest: RegisterDeviceInput | null = null;
  /** The registrations waiting for a claim's nonce: only they echo one. */
  const waiting = new Set<(nonce: string) => void>();

  /** Listening starts before the post: the push may come before the server's answer. */
  function listen(): { nonce: Promise<string | null>; stop(): void } {
    let stop = () => {};
    const nonce = new Promise<string | null>((resolve) => {
      const finish = (value: string | null) => {
        clearTimeout(timer);
        waiting.delete(finish);
        resolve(value);
      };
      const timer = setTimeout(() => finish(null), claimWaitMs);
      waiting.add(finish);
      stop = () => finish(null);
    });
    return { nonce, stop: () => stop() };
  }

  async function post(body: RegisterDeviceInput): Promise<void> {
    const claim = listen();
    try {
      const reply = await deps.post(body);
      if ('uid' in reply) return;
      const nonce = await claim.nonce;
      if (!nonce) throw new Error('The phone did not receive the push that confirms it in time');
      await deps.confirm(nonce);
    } finally {
      claim.stop();
    }
  }

  deps.session.onUserChange((user) => {
    if (!user || !latest) return;
    post(latest).catch((error: unknown) => {
      log.error('Could not register this device for push notifications', error);
    });
  });
  return {
    async register(body) {
      latest = body;
      if (deps.session.currentUser()) await post(body);
    },
    claimReceived(nonce) {
      for (const finish of [...waiting]) finish(nonce);
    },
  };
}
