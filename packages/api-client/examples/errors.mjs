// Refusals are ApiErrors carrying the API's code: a scope the key lacks, a ticket it may not
// see, a revoked key.
import { ApiError, apiKey, createApiClient, tickets } from '@expertos/api-client';

const client = createApiClient({
  baseUrl: process.env.EXPERTOS_API_URL,
  tokens: apiKey(process.env.EXPERTOS_API_KEY),
});

try {
  await tickets.getTicket(client, 'no-such-ticket');
} catch (error) {
  if (!(error instanceof ApiError)) throw error;
  console.log(`${error.status} ${error.code}: ${error.message}`);
}
