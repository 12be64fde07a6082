import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Web pages to preview, standing in for the sites a content plan links to (providers/social.md
 * §3): Open Graph pages, a Twitter-card page, a page with only a `<title>`, a page without any
 * tags, a redirect, an image and a 404. Counts the requests per path.
 */
export interface LinkPages {
  url(path: string): string;
  hits(path: string): number;
  close(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function ogPage(title: string, description: string, image: string): string {
  return `<!doctype html><html><head><meta charset="utf-8">
<title>Site title, not the post</title>
<meta property="og:title" content="${escapeHtml(title)}">
<meta property='og:description' content="${escapeHtml(description)}">
<meta property="og:image" content="${escapeHtml(image)}">
<meta property="og:type" content="article">
</head><body><h1>${escapeHtml(title)}</h1></body></html>`;
}

export async function startLinkPages(): Promise<LinkPages> {
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const html = (body: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    const og = /^\/og\/(\d+)$/.exec(path);
    if (og)
      return html(ogPage(`Post ${og[1]} & friends`, `Caption of post ${og[1]}`, `/images/${og[1]}.jpg`));
    switch (path) {
      case '/twitter':
        return html(
          '<html><head><meta name="twitter:card" content="summary"><meta name="twitter:title" content="Card title"><meta name="twitter:description" content="Card text"><meta name="twitter:image" content="https://cdn.example.com/card.png"></head><body></body></html>',
        );
      case '/plain':
        return html(
          '<html><head><title>  Just a\n title </title><meta name="description" content="Plain description"></head></html>',
        );
      case '/bare':
        return html('<html><body>No head at all</body></html>');
      case '/moved':
        response.writeHead(302, { location: '/og/7' });
        return response.end();
      case '/image.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      default:
        response.writeHead(404, { 'content-type': 'text/html' });
        return response.end('<html><head><title>Not found</title></head></html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
