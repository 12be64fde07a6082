import type { ReviewContent } from '@expertos/domain/analytics/review';
import type { ReviewAiState } from '@expertos/domain/analytics/review.schema';
import type { Language } from '@expertos/domain/languages';
import { type MailContent, mailTexts, oneLine, renderMail } from '../../platform/mail/templates.js';

/** The app's address of a review: the Results page's Reviews tab, with the review open. */
export const reviewPath = (slug: string, reviewId: string) =>
  `/brand/${encodeURIComponent(slug)}/analytics?tab=reviews&review=${encodeURIComponent(reviewId)}`;

/**
 * The rules' own words for the review in `language` (the domain's `reviewLines` says them in
 * English): the e-mail's lines, and its notification's excerpt when the model wrote nothing.
 */
export function reviewLinesIn(content: ReviewContent, language?: Language): string[] {
  const { review: t, dates } = mailTexts(language);
  const lines: string[] = [];
  const { purposes } = content.slate;
  lines.push(
    t.slate({
      posted: purposes.reduce((sum, p) => sum + p.posted, 0),
      target: purposes.reduce((sum, p) => sum + p.target, 0),
      parts: t.list(
        purposes.map((p) =>
          t.slatePart({ purpose: t.purposes[p.purpose], posted: p.posted, target: p.target }),
        ),
      ),
    }),
  );
  const { results } = content;
  lines.push(
    results.posts.length === 0
      ? t.noResults
      : t.results({
          count: results.posts.length,
          above: results.above,
          below: results.below,
          unrated: results.unrated,
          median: results.median.median === null ? t.noFigure : dates.percent(results.median.median),
          counted: results.median.counted,
          of: results.median.of,
        }),
  );
  const { next } = content;
  if (next.short.length)
    lines.push(
      t.short(
        t.list(next.short.map((s) => t.shortItem({ missing: s.missing, purpose: t.purposes[s.purpose] }))),
      ),
    );
  if (next.pillars.length) lines.push(t.pillars(t.list(next.pillars.map((g) => g.key))));
  // A format by its name ("Reel"); one that is not a known format (an older free text) as it is.
  const formatName = (key: string) =>
    Object.hasOwn(t.formatNames, key) ? t.formatNames[key as keyof typeof t.formatNames] : key;
  if (next.formats.length) lines.push(t.formats(t.list(next.formats.map((g) => formatName(g.key)))));
  lines.push(
    next.times.enough && next.times.slots.length
      ? t.times(
          t.list(
            next.times.slots.map((s) =>
              t.time({ weekday: dates.weekday(s.weekday), hour: String(s.hour).padStart(2, '0') }),
            ),
          ),
        )
      : t.noTimes,
  );
  if (next.reuse.length) lines.push(t.reuse(next.reuse.length));
  return lines;
}

/**
 * The weekly review by e-mail (docs/product.md#analytics), in the shared layout and in the
 * recipient's language: the model's summary and suggestions when it wrote them (in the words
 * it wrote them), the rules' lines always, and the link to the review.
 */
export function reviewEmail(review: {
  brand: string;
  name: string;
  content: ReviewContent;
  ai: ReviewAiState;
  summary: string | null;
  suggestions: readonly string[];
  url: string;
  settingsUrl: string;
  language?: Language;
}): MailContent {
  const texts = mailTexts(review.language);
  const t = texts.review;
  const brand = oneLine(review.brand);
  const from = texts.dates.longDay(review.content.week.from);
  const to = texts.dates.longDay(review.content.week.to);
  const lines = reviewLinesIn(review.content, review.language);
  return renderMail(
    {
      subject: t.subject({ brand, from, to }),
      preheader: review.summary ? oneLine(review.summary) : (lines[0] ?? ''),
      greeting: texts.layout.greeting(oneLine(review.name)),
      before: [
        t.ready({ brand, from, to }),
        ...(review.ai === 'written' && review.summary ? [review.summary] : []),
        ...(review.ai === 'failed' ? [t.aiFailed] : []),
        ...lines,
        // One paragraph each: a mail client joins lines within a paragraph.
        ...(review.ai === 'written' && review.suggestions.length
          ? [t.suggestions, ...review.suggestions.map((s) => `• ${oneLine(s)}`)]
          : []),
      ],
      action: { label: t.action, url: review.url },
      after: [texts.ticket.turnOff({ what: t.kind, url: review.settingsUrl })],
    },
    review.language,
  );
}
