import type { AiPrompt, AiRunEvent, AiStatus } from '@expertos/domain/ai.schema';
import type { Assistant } from '@expertos/domain/brand.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as calls from '@/features/ai/api/ai-calls';
import * as records from '@/features/brand/api/brand-records';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { aProject } from '@/test/fixtures';
import { renderPageAt, signIn } from '@/test/render';
import { BrandPlaygroundPage } from './BrandPlaygroundPage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});
beforeEach(() => {
  signIn();
  useWorkspaceStore.getState().setProjects([aProject({ uid: 'p1', name: 'Acme', slug: 'acme' })]);
});

const on: AiStatus = {
  enabled: true,
  model: 'test-model',
  daily_token_limit: 1000,
  used_today: 40,
  reason: null,
  setup_doc: 'README.md#ai',
  setup_url: null,
};
const anAssistant = (uid: string, name: string, isDefault: boolean): Assistant => ({
  uid,
  project_uid: 'p1',
  name,
  instructions: '',
  model: 'balanced',
  temperature: 0.5,
  brand_voice_uid: null,
  is_default: isDefault,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const prompt: AiPrompt = {
  assistant_uid: 'a2',
  model: 'test-model',
  temperature: 0.5,
  messages: [
    { role: 'system', content: 'You are a writing assistant for the brand "Acme".' },
    { role: 'user', content: 'A hook' },
  ],
};

/** A run whose events arrive when the test releases them. */
function controlledRun() {
  const queue: AiRunEvent[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const push = (...events: AiRunEvent[]) => {
    queue.push(...events);
    wake?.();
  };
  async function* events(): AsyncGenerator<AiRunEvent> {
    for (;;) {
      if (queue.length > 0) {
        yield queue.shift()!;
        continue;
      }
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  }
  return {
    events,
    push,
    end() {
      ended = true;
      wake?.();
    },
  };
}

const render = () =>
  renderPageAt('/brand/acme/playground', [
    { path: '/brand/:projectSlug/playground', element: <BrandPlaygroundPage /> },
  ]);

describe('/brand/{slug}/playground', () => {
  it('shows AI as off with the reason and where to read more, and does not offer a run', async () => {
    vi.spyOn(calls, 'getAiStatus').mockResolvedValue({
      ...on,
      enabled: false,
      model: null,
      reason: 'AI is off on this server: an administrator can connect an OpenAI-compatible endpoint.',
    });
    vi.spyOn(records.assistants, 'list').mockResolvedValue([]);
    render();
    expect(await screen.findByText('AI is off')).toBeInTheDocument();
    expect(screen.getByText(/README\.md#ai/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Brief' }), 'A hook');
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
  });

  it('preselects the default assistant, streams the answer in as it comes, and shows the prompt sent', async () => {
    vi.spyOn(calls, 'getAiStatus').mockResolvedValue(on);
    vi.spyOn(records.assistants, 'list').mockResolvedValue([
      anAssistant('a1', 'Plain', false),
      anAssistant('a2', 'Caption writer', true),
    ]);
    const run = controlledRun();
    const start = vi.spyOn(calls, 'runAi').mockImplementation(() => run.events());
    render();
    expect(await screen.findByDisplayValue('Caption writer (default)')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Brief' }), 'A hook{Control>}{Enter}{/Control}');
    expect(start).toHaveBeenCalledWith(
      'p1',
      { brief: 'A hook', assistant_uid: 'a2' },
      expect.any(AbortSignal),
    );

    run.push({ event: 'prompt', data: prompt }, { event: 'text', data: { text: 'Slow mornings, ' } });
    const answer = screen.getByTestId('playground-answer');
    await waitFor(() => expect(answer).toHaveTextContent('Slow mornings,'));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    run.push(
      { event: 'text', data: { text: 'warm cups.' } },
      {
        event: 'done',
        data: {
          text: 'Slow mornings, warm cups.',
          truncated: false,
          usage: { prompt_tokens: 20, completion_tokens: 6, total_tokens: 26, estimated: false },
        },
      },
    );
    run.end();
    await waitFor(() => expect(answer).toHaveTextContent('Slow mornings, warm cups.'));
    expect(await screen.findByText('26 tokens used')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as a new post' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Show the prompt' }));
    const shown = await screen.findByRole('region', { name: 'The exact request the assistant gets' });
    expect(shown).toHaveTextContent('You are a writing assistant for the brand "Acme".');
    expect(shown).toHaveTextContent('Model test-model · temperature 0.5');
  });

  it('shows a failure in words and keeps no half answer', async () => {
    vi.spyOn(calls, 'getAiStatus').mockResolvedValue(on);
    vi.spyOn(records.assistants, 'list').mockResolvedValue([]);
    const run = controlledRun();
    vi.spyOn(calls, 'runAi').mockImplementation(() => run.events());
    render();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Brief' }), 'A hook');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    run.push(
      { event: 'prompt', data: prompt },
      { event: 'text', data: { text: 'Half an ans' } },
      { event: 'error', data: { code: 'ai_rate_limited', message: 'busy', retry_after: 7 } },
    );
    run.end();
    const answer = screen.getByTestId('playground-answer');
    await waitFor(() => expect(answer).toHaveTextContent('The AI service is busy right now.'));
    expect(answer).toHaveTextContent('Try again in 7 s.');
    expect(answer).not.toHaveTextContent('Half an ans');
    expect(screen.queryByRole('button', { name: 'Save as a new post' })).not.toBeInTheDocument();
  });

  it('keeps the typed brief after a reload', async () => {
    vi.spyOn(calls, 'getAiStatus').mockResolvedValue(on);
    vi.spyOn(records.assistants, 'list').mockResolvedValue([]);
    const first = render();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Brief' }), 'Autumn blend');
    first.unmount();
    render();
    expect(await screen.findByRole('textbox', { name: 'Brief' })).toHaveValue('Autumn blend');
  });
});
