import type { AiBrandCheck, BrandCheck } from '@expertos/domain/brand-check.schema';
import { skipToken, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aiStatusCalls } from '@/shared/ai/ai-status';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { renderWithProviders } from '@/test/render';
import * as checkApi from '../api/brand-check';
import * as feedbackApi from '../api/brand-feedback';
import { BrandCheckSection, markedPieces } from './BrandCheckSection';

afterEach(() => vi.restoreAllMocks());

const props = {
  ticketUid: 't1',
  workspaceUid: 'w1',
  totalSpent: 0,
  headingOrder: 4 as const,
  ticketUpdated: 'u1',
};
const caption = 'Guaranteed calm. Not cheap. #tea #calm';
const result: BrandCheck = {
  caption,
  week_start: '2026-11-30',
  findings: [
    { kind: 'off_brand', rule: 'Avoid guaranteed', phrase: 'Guaranteed', start: 0, end: 10 },
    { kind: 'off_brand', rule: 'Never say "cheap"', phrase: 'cheap', start: 21, end: 26 },
    { kind: 'hashtags', platform: 'threads', limit: 1, count: 2, start: 33, end: 38 },
    { kind: 'slate', purpose: 'growth', target: 1, planned: 1, short: ['trust_building'] },
  ],
};

describe('the brand check section', () => {
  it('runs on request, lists the findings in words and marks them in the caption', async () => {
    const fetch = vi.spyOn(checkApi, 'fetchBrandCheck').mockResolvedValue(result);
    renderWithProviders(<BrandCheckSection {...props} ticketType="post" />);
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Check against brand' }));
    const findings = await screen.findByTestId('brand-check-findings');
    expect(within(findings).getByText('4 findings')).toBeInTheDocument();
    expect(
      within(findings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Off brand: “Guaranteed” (rule: Avoid guaranteed)',
      'Off brand: “cheap” (rule: Never say "cheap")',
      '2 hashtags: Threads takes 1. The first one over is marked.',
      'This week already has 1 of 1 growth posts, while trust building is still short.',
    ]);
    const shown = screen.getByLabelText('The caption as checked, with the findings marked');
    expect([...shown.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Guaranteed',
      'cheap',
      '#calm',
    ]);
    expect(shown).toHaveTextContent(caption);
  });

  it('says so when nothing is found', async () => {
    vi.spyOn(checkApi, 'fetchBrandCheck').mockResolvedValue({ ...result, findings: [] });
    renderWithProviders(<BrandCheckSection {...props} ticketType="post" />);
    await userEvent.click(screen.getByRole('button', { name: 'Check against brand' }));
    expect(await screen.findByText('Nothing found: the post fits the brand’s rules.')).toBeInTheDocument();
  });

  it('shows nothing on a ticket that is not a post', () => {
    renderWithProviders(<BrandCheckSection {...props} ticketType="task" />);
    expect(screen.queryByRole('heading', { name: 'Brand check' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check against brand' })).not.toBeInTheDocument();
  });

  it('merges overlapping marks and keeps the rest of the caption as it is', () => {
    expect(
      markedPieces('abcdef', [
        { kind: 'off_brand', rule: 'r', phrase: 'bcd', start: 1, end: 4 },
        { kind: 'off_brand', rule: 'r', phrase: 'cde', start: 2, end: 5 },
      ]),
    ).toEqual([
      { text: 'a', marked: false },
      { text: 'bcde', marked: true },
      { text: 'f', marked: false },
    ]);
  });

  it('checks a post waiting for approval at once, so the approver sees the findings without asking', async () => {
    const fetch = vi.spyOn(checkApi, 'fetchBrandCheck').mockResolvedValue(result);
    renderWithProviders(<BrandCheckSection {...props} ticketType="post" ticketStatus="needs_approval" />);
    expect(await screen.findByText('4 findings')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Waiting for approval/)).toBeInTheDocument();
  });

  it("adds the AI's voice findings to the marks, and puts a finding into the brand's feedback", async () => {
    vi.spyOn(aiStatusCalls, 'fetch').mockResolvedValue({
      enabled: true,
      model: 'm',
      daily_token_limit: 0,
      used_today: 0,
      reason: null,
      setup_doc: 'README.md#ai',
      setup_url: null,
    });
    vi.spyOn(checkApi, 'fetchBrandCheck').mockResolvedValue(result);
    vi.spyOn(checkApi, 'fetchAiBrandCheck').mockResolvedValue({
      caption,
      voice: [{ phrase: 'calm', note: 'Too flat.', start: 11, end: 15 }],
      pillar: null,
      pillar_note: 'It is about price.',
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, estimated: false },
    });
    const send = vi.spyOn(feedbackApi, 'sendFeedback').mockResolvedValue({
      uid: 'f1',
      field: 'brand_voice',
      content: '',
      author: { uid: null, name: 'Me' },
      created_at: '2026-11-27T10:00:00.000Z',
    } as never);
    renderWithProviders(
      <BrandCheckSection {...props} project={{ uid: 'p1', slug: 'acme' }} ticketType="post" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check against brand' }));
    await screen.findByTestId('brand-check-findings');
    const run = screen.getByRole('button', { name: 'Check voice and pillar with AI' });
    await vi.waitFor(() => expect(run).toBeEnabled());
    await userEvent.click(run);
    const aiPart = await screen.findByTestId('brand-check-ai');
    expect(within(aiPart).getByText('Voice: “calm” — Too flat.')).toBeInTheDocument();
    expect(
      within(aiPart).getByText('Fits none of the brand’s pillars — It is about price.'),
    ).toBeInTheDocument();
    const shown = screen.getByLabelText('The caption as checked, with the findings marked');
    expect([...shown.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Guaranteed',
      'calm',
      'cheap',
      '#calm',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add to feedback: Voice: “calm” — Too flat.' }));
    expect(send).toHaveBeenCalledWith(
      'p1',
      'brand_voice',
      'From the brand check of a post: Voice: “calm” — Too flat.',
    );
    expect(
      await screen.findByRole('button', { name: 'Add to feedback: Voice: “calm” — Too flat.' }),
    ).toHaveTextContent('In the feedback');
  });

  it("keeps the AI's answer for the ticket, where its Pillar field offers the pillar found", async () => {
    vi.spyOn(aiStatusCalls, 'fetch').mockResolvedValue({
      enabled: true,
      model: 'm',
      daily_token_limit: 0,
      used_today: 0,
      reason: null,
      setup_doc: 'README.md#ai',
      setup_url: null,
    });
    vi.spyOn(checkApi, 'fetchAiBrandCheck').mockResolvedValue({
      caption,
      voice: [],
      pillar: 'Rituals',
      pillar_note: 'It is about a daily habit.',
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, estimated: false },
    });
    // What the tickets feature reads (it never asks for the check itself: it spends tokens).
    function KeptPillar() {
      const kept = useQuery<AiBrandCheck>({ queryKey: ticketKeys.aiBrandCheck('t1'), queryFn: skipToken });
      return <output aria-label="Kept pillar">{kept.data?.pillar ?? 'none'}</output>;
    }
    renderWithProviders(
      <>
        <BrandCheckSection {...props} ticketType="post" />
        <KeptPillar />
      </>,
    );
    expect(screen.getByLabelText('Kept pillar')).toHaveTextContent('none');
    const run = screen.getByRole('button', { name: 'Check voice and pillar with AI' });
    await vi.waitFor(() => expect(run).toBeEnabled());
    await userEvent.click(run);
    await vi.waitFor(() => expect(screen.getByLabelText('Kept pillar')).toHaveTextContent('Rituals'));
  });
});
