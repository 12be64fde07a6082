import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { writeFileOnce } from '../../platform/write-file-once.js';
import type { VapidKeys } from './senders/web-push-sender.js';

const FILE = 'vapid.json';

/**
 * The VAPID key pair that signs every Web Push (docs/product.md#push-notifications): the
 * configured one (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`), else one generated into the data
 * directory on first start and kept there, so every process of a deployment, and every restart,
 * signs with the same key (browsers' subscriptions are bound to it).
 */
export function loadVapidKeys(
  dataDir: string,
  configured: { publicKey?: string; privateKey?: string; subject: string },
): VapidKeys {
  if (configured.publicKey && configured.privateKey) {
    return {
      publicKey: configured.publicKey,
      privateKey: configured.privateKey,
      subject: configured.subject,
    };
  }
  const file = path.join(dataDir, FILE);
  if (!fs.existsSync(file)) {
    const keys = webPush.generateVAPIDKeys();
    // Another process may have written it first: theirs wins, read below.
    writeFileOnce(dataDir, FILE, JSON.stringify(keys));
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}
