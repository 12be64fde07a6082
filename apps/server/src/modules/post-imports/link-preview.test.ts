import { describe, expect, it } from 'vitest';
import { readPreviewTags } from './link-preview.js';

describe('a page preview', () => {
  it('prefers Open Graph, decodes entities and resolves a relative image against the page', () => {
    const html = `<html><head><title>Site</title>
      <meta content="Tom &amp; Jerry&#39;s &#x1F600; post" property="og:title">
      <meta property=og:description content='Line one
        line two'>
      <meta property="og:image" content="/img/a.jpg">
      <meta name="twitter:title" content="Not this one">
      </head><body><meta property="og:title" content="body tags are ignored"></body></html>`;
    expect(readPreviewTags(html, 'https://blog.example.com/posts/1')).toEqual({
      title: "Tom & Jerry's 😀 post",
      description: 'Line one line two',
      image: 'https://blog.example.com/img/a.jpg',
    });
  });

  it('falls back to Twitter cards, then to the title and the description meta', () => {
    expect(
      readPreviewTags(
        '<head><meta name="twitter:title" content="Card"><meta name="twitter:image" content="https://cdn.example.com/c.png"></head>',
        'https://example.com/',
      ),
    ).toEqual({ title: 'Card', description: null, image: 'https://cdn.example.com/c.png' });
    expect(
      readPreviewTags(
        '<head><title>Plain</title><meta name="description" content="Words"></head>',
        'https://example.com/',
      ),
    ).toEqual({ title: 'Plain', description: 'Words', image: null });
  });

  it('never keeps an image that is not an http(s) address', () => {
    const html = '<head><meta property="og:image" content="javascript:alert(1)"></head>';
    expect(readPreviewTags(html, 'https://example.com/').image).toBeNull();
    const data = '<head><meta property="og:image" content="data:image/png;base64,AAAA"></head>';
    expect(readPreviewTags(data, 'https://example.com/').image).toBeNull();
  });
});
