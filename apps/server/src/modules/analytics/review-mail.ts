import { type ReviewContent, reviewLines } from '@expertos/domain/analytics/review';
import type { ReviewAiState } from '@expertos/domain/analytics/review.schema';
import { type MailContent, oneLine, renderMail } from '../../platform/mail/templates.js';

/** A brand-local day as people write it: "1 May 2026". */
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The app's address of a review: the Results page's Reviews tab, with the review open. */
export const reviewPath = (slug: string, reviewId: string) =>
  `/brand/${encodeURIComponent(slug)}/analytics?tab=reviews&review=${encodeURIComponent(reviewId)}`;

/** When the model was asked and failed: said in the review, in the app and the e-mail. */
export const REVIEW_AI_FAILED_LINE =
  'The AI summary could not be written this week: what follows is the figures and rules alone.';

/**
 * The weekly review by e-mail (docs/product.md#analytics), in the shared layout: the model's
 * summary and suggestions when it wrote them, the rules' lines always, and the link to the review.
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
}): MailContent {
  const brand = oneLine(review.brand);
  const from = dayLabel(review.content.week.from);
  const to = dayLabel(review.content.week.to);
  const lines = reviewLines(review.content);
  const clean = oneLine(review.name);
  return renderMail({
    subject: `${brand}: your weekly review (${from} to ${to})`,
    preheader: review.summary ? oneLine(review.summary) : (lines[0] ?? ''),
    greeting: clean ? `Hi ${clean},` : 'Hi,',
    before: [
      `The weekly review of ${brand} for ${from} to ${to} is ready.`,
      ...(review.ai === 'written' && review.summary ? [review.summary] : []),
      ...(review.ai === 'failed' ? [REVIEW_AI_FAILED_LINE] : []),
      ...lines,
      // One paragraph each: a mail client joins lines within a paragraph.
      ...(review.ai === 'written' && review.suggestions.length
        ? ['Suggestions:', ...review.suggestions.map((s) => `• ${oneLine(s)}`)]
        : []),
    ],
    action: { label: 'Open the review', url: review.url },
    after: [
      `You get e-mails for weekly reviews because of your notification settings. You can turn them off in your profile: ${review.settingsUrl}`,
    ],
  });
}
