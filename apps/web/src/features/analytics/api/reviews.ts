import {
  type Review,
  type ReviewPage,
  reviewPageSchema,
  reviewSchema,
} from '@expertos/domain/analytics/review.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(reviewsApi, …)` answers the query too.
import * as reviewsApi from './reviews';

const reviewsPath = (projectUid: string) => `/projects/${encodeURIComponent(projectUid)}/analytics/reviews`;

/** `GET …/analytics/reviews`: the brand's weekly reviews, newest week first. */
export function fetchReviews(projectUid: string, limit: number, signal?: AbortSignal): Promise<ReviewPage> {
  return api.get(reviewsPath(projectUid), {
    query: { limit: String(limit) },
    schema: reviewPageSchema,
    signal,
  });
}

/** `GET …/analytics/reviews/{reviewId}`: one week's review. */
export function fetchReview(projectUid: string, reviewId: string, signal?: AbortSignal): Promise<Review> {
  return api.get(`${reviewsPath(projectUid)}/${encodeURIComponent(reviewId)}`, {
    schema: reviewSchema,
    signal,
  });
}

export function useReviews(projectUid: string, limit: number) {
  return useQuery({
    queryKey: ['projects', projectUid, 'analytics', 'reviews', limit] as const,
    queryFn: ({ signal }) => reviewsApi.fetchReviews(projectUid, limit, signal),
    enabled: Boolean(projectUid),
    placeholderData: keepPreviousData,
  });
}

export function useReview(projectUid: string, reviewId: string | null) {
  return useQuery({
    queryKey: ['projects', projectUid, 'analytics', 'reviews', 'one', reviewId] as const,
    queryFn: ({ signal }) => reviewsApi.fetchReview(projectUid, reviewId ?? '', signal),
    enabled: Boolean(projectUid && reviewId),
  });
}
