// A ticket made once however often the call is retried: the same Idempotency-Key gets the
// first reply again (`Idempotent-Replayed: true`) for 24 hours. The client sends a fresh key
// with every POST by itself; set your own to retry across restarts.
import { randomUUID } from 'node:crypto';
import { apiKey, createApiClient, tickets } from '@expertos/api-client';

const client = createApiClient({
  baseUrl: process.env.EXPERTOS_API_URL,
  tokens: apiKey(process.env.EXPERTOS_API_KEY),
});

const idempotencyKey = randomUUID();
const body = { summary: 'Weekly report is ready', ticket_type: 'task' };
const headers = { 'Idempotency-Key': idempotencyKey };
const first = await tickets.createTicket(client, process.env.EXPERTOS_BRAND_ID, body, { headers });
// The network dropped the reply? Send it again with the same key: no second ticket.
const again = await tickets.createTicket(client, process.env.EXPERTOS_BRAND_ID, body, { headers });
console.log(
  `made #${first.id} (${first.uid}); the retry answered ${again.uid === first.uid ? 'the same ticket' : 'ANOTHER ticket'}`,
);
