import { isApiError } from '@expertos/api-client/client';
import type { AiPrompt, AiRunInput } from '@expertos/domain/ai.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as calls from './ai-calls';

export const aiStatusQueryKey = (workspaceUid: string) => ['workspaces', workspaceUid, 'ai'] as const;

/** Whether AI can be used in the workspace, and today's use (`GET /workspaces/{id}/ai`). */
export function useAiStatus(workspaceUid: string) {
  return useQuery({
    queryKey: aiStatusQueryKey(workspaceUid),
    queryFn: () => calls.getAiStatus(workspaceUid),
    enabled: Boolean(workspaceUid),
  });
}

/** The exact request a brief would send (`POST /projects/{id}/ai/prompt`). */
export function fetchAiPrompt(projectUid: string, input: AiRunInput): Promise<AiPrompt> {
  return calls.fetchAiPrompt(projectUid, input);
}

export interface RunState {
  status: 'idle' | 'running' | 'done' | 'stopped' | 'failed';
  /** The answer so far (while running), or whole (done). */
  text: string;
  prompt: AiPrompt | null;
  truncated: boolean;
  usage: { total: number; estimated: boolean } | null;
  error: { code: string; message: string; retryAfter?: number } | null;
}

const IDLE: RunState = { status: 'idle', text: '', prompt: null, truncated: false, usage: null, error: null };

/**
 * A playground run: starts a brief, shows the answer as it streams in, stops on request (or
 * when the page goes away). A failed or stopped run keeps no answer to save.
 */
export function useAiRun(projectUid: string, workspaceUid: string) {
  const [state, setState] = useState<RunState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => controller.current?.abort(), []);

  const stop = useCallback(() => {
    controller.current?.abort();
  }, []);

  const run = useCallback(
    async (input: AiRunInput) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ ...IDLE, status: 'running' });
      try {
        for await (const event of calls.runAi(projectUid, input, current.signal)) {
          if (event.event === 'prompt') setState((s) => ({ ...s, prompt: event.data }));
          else if (event.event === 'text') setState((s) => ({ ...s, text: s.text + event.data.text }));
          else if (event.event === 'done') {
            const { text, truncated, usage } = event.data;
            setState((s) => ({
              ...s,
              status: 'done',
              text,
              truncated,
              usage: { total: usage.total_tokens, estimated: usage.estimated },
            }));
          } else {
            const { code, message, retry_after } = event.data;
            setState((s) => ({
              ...s,
              status: 'failed',
              text: '',
              error: { code, message, ...(retry_after ? { retryAfter: retry_after } : {}) },
            }));
          }
        }
        // A stream that ended without `done` or `error` was cut on the way.
        setState((s) =>
          s.status === 'running'
            ? { ...s, status: current.signal.aborted ? 'stopped' : 'failed', text: '' }
            : s,
        );
      } catch (error) {
        if (current.signal.aborted) {
          setState((s) => ({ ...s, status: 'stopped', text: '' }));
        } else {
          const failure = isApiError(error)
            ? { code: error.code, message: error.message }
            : { code: 'network', message: String(error) };
          setState((s) => ({ ...s, status: 'failed', text: '', error: failure }));
        }
      } finally {
        if (controller.current === current) controller.current = null;
        void queryClient.invalidateQueries({ queryKey: aiStatusQueryKey(workspaceUid) });
      }
    },
    [projectUid, workspaceUid, queryClient],
  );

  return { state, run, stop };
}
