import path from 'node:path';
import { transcriptionTokens } from '@expertos/domain/ai.schema';
import type { AiPort } from '../../platform/ai/ai-port.js';
import { AppError } from '../../platform/errors.js';
import type { Ffmpeg, MediaInput } from './ffmpeg.js';

/**
 * The workspace's daily AI allowance, as the AI module lends it (ai/ai-usage.ts): this module
 * never reads the AI module's tables itself.
 */
export interface AiAllowance {
  /** Refuses with `ai_daily_limit` when the day's use, plus `tokens` about to be spent, passes it. */
  assertAllowance(workspaceId: string, tokens?: number): Promise<void>;
  /** Adds what a request used to the workspace's day. */
  record(workspaceId: string, tokens: number): Promise<void>;
}

/**
 * A recording's sound written out by the AI transcription endpoint (docs/product.md#ai).
 * Transcription is paid by the minute of audio, so its cost is known before anything is sent:
 * the audio's length in tokens (AI_TRANSCRIPTION_TOKENS_PER_MINUTE) must fit in what is left of
 * the workspace's day, and is added to it once the endpoint has answered. Answers the text,
 * trimmed (empty when nothing was said).
 */
export async function transcribeRecording(
  { ffmpeg, ai, allowance }: { ffmpeg: Ffmpeg; ai: AiPort; allowance: AiAllowance },
  workspaceId: string,
  input: MediaInput,
  dir: string,
): Promise<string> {
  // Sound alone, mono, speech quality: a two-hour recording stays far below the
  // transcription endpoints' 25 MB limit.
  const audio: MediaInput = { file: path.join(dir, 'script.ogg'), container: 'ogg' };
  let durationMs: number | null;
  try {
    await ffmpeg.run(input, {
      after: ['-vn', '-ac', '1', '-ar', '16000', '-c:a', 'libopus', '-b:a', '24k', '-y', audio.file],
    });
    durationMs = await ffmpeg.durationMs(audio);
  } catch {
    throw new AppError('video_no_audio');
  }
  // Sound that states no length cannot be priced, so it is not sent.
  if (durationMs === null) throw new AppError('video_no_audio');
  const tokens = transcriptionTokens(durationMs);
  await allowance.assertAllowance(workspaceId, tokens);
  const { text } = await ai.transcribe(audio.file);
  // Spent whether or not anything was said.
  await allowance.record(workspaceId, tokens);
  return text.trim();
}
