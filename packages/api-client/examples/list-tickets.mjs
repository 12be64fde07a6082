// Every ticket of a brand, a page at a time: an API key as the bearer token, `next_cursor` to
// the next page. Run: EXPERTOS_API_URL=http://localhost:3000/api EXPERTOS_API_KEY=exp_… \
//   EXPERTOS_BRAND_ID=… node list-tickets.mjs
import { apiKey, createApiClient, tickets } from '@expertos/api-client';

const client = createApiClient({
  baseUrl: process.env.EXPERTOS_API_URL,
  tokens: apiKey(process.env.EXPERTOS_API_KEY),
});

let cursor;
let count = 0;
do {
  const page = await tickets.listProjectTickets(client, process.env.EXPERTOS_BRAND_ID, { limit: 50, cursor });
  for (const ticket of page.items) console.log(`#${ticket.id} ${ticket.status} ${ticket.summary}`);
  count += page.items.length;
  cursor = page.next_cursor ?? undefined;
} while (cursor);
console.log(`${count} tickets`);
