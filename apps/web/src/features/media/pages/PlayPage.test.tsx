import { ApiError } from '@expertos/api-client/client';
import type { Video, VideoPlayback } from '@expertos/domain/media.schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_SLOTS, type RecordingCommentsProps, SlotsContext } from '@/shared/ui/slots';
import { renderPageAt } from '@/test/render';
import * as calls from '../api/videos';
import { PlayPage } from './PlayPage';

afterEach(() => vi.restoreAllMocks());

const playback: VideoPlayback = {
  uid: 'v1',
  status: 'ready',
  content_type: 'video/webm',
  size: 90_000,
  duration_ms: 125_000,
  shared: false,
  file_url: '/api/videos/v1/file?token=1.abc',
  poster_url: '/api/videos/v1/poster?token=1.def',
  ticket: { uid: 't1', title: 'Explain the checkout bug', project_slug: 'acme' },
  can_share: true,
  created_at: '2026-11-28T10:00:00.000Z',
};
const video: Video = {
  uid: 'v1',
  project_uid: 'p1',
  ticket_uid: 't1',
  content_type: 'video/webm',
  size: 40_000,
  received: 40_000,
  status: 'ready',
  duration_ms: 30_000,
  shared: false,
  created_at: playback.created_at,
  updated_at: playback.created_at,
};

const renderPlay = () =>
  renderPageAt('/play/v1', [
    { path: '/play/:videoUid', element: <PlayPage /> },
    { path: '/signin', element: <p>Sign-in page</p> },
  ]);

describe('/play/{videoUid}', () => {
  it('plays the recording with its poster, names its ticket and offers speeds', async () => {
    vi.spyOn(calls, 'fetchPlayback').mockResolvedValue(playback);
    renderPlay();
    expect(await screen.findByRole('heading', { name: 'Explain the checkout bug' })).toBeInTheDocument();
    const player = screen.getByTestId('video-player');
    expect(player).toHaveAttribute('src', playback.file_url);
    expect(player).toHaveAttribute('poster', playback.poster_url);
    expect(screen.getByText(/2:05/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the ticket' })).toHaveAttribute(
      'href',
      '/brand/acme/tasks/t1',
    );
    await userEvent.click(screen.getByRole('radio', { name: '1.5×' }));
    expect((player as HTMLVideoElement).playbackRate).toBe(1.5);
  });

  it('asks a visitor to sign in for an unshared recording, and comes back after', async () => {
    vi.spyOn(calls, 'fetchPlayback').mockRejectedValue(
      new ApiError({
        status: 401,
        code: 'unauthorized',
        message: 'You are not authorized to access this resource.',
      }),
    );
    renderPlay();
    expect(await screen.findByText('Sign in to watch this recording')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?redirect=%2Fplay%2Fv1',
    );
  });

  it('says a recording it may not show cannot be found', async () => {
    vi.spyOn(calls, 'fetchPlayback').mockRejectedValue(
      new ApiError({ status: 404, code: 'video_not_found', message: 'This recording could not be found.' }),
    );
    renderPlay();
    expect(await screen.findByText('This recording could not be found')).toBeInTheDocument();
    expect(screen.queryByTestId('video-player')).toBeNull();
  });

  it('shows a shared recording to anyone, without its ticket, sharing or trimming', async () => {
    vi.spyOn(calls, 'fetchPlayback').mockResolvedValue({
      ...playback,
      ticket: null,
      can_share: false,
      shared: true,
    });
    renderPlay();
    expect(await screen.findByTestId('video-player')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stream Player' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep this part' })).toBeNull();
  });

  it('says a recording still uploading will play once it is in', async () => {
    vi.spyOn(calls, 'fetchPlayback').mockResolvedValue({ ...playback, status: 'uploading', file_url: null });
    renderPlay();
    expect(await screen.findByText('Still uploading')).toBeInTheDocument();
  });

  it('shares by link from the switch', async () => {
    vi.spyOn(calls, 'fetchPlayback').mockResolvedValue(playback);
    const share = vi.spyOn(calls, 'shareVideo').mockResolvedValue({ ...video, shared: true });
    renderPlay();
    await userEvent.click(await screen.findByRole('switch', { name: /^Anyone with the link can watch/ }));
    expect(share).toHaveBeenCalledWith('v1', true);
    expect(await screen.findByText('Anyone with the link can watch this recording now.')).toBeInTheDocument();
  });

  it('trims to the moments typed, and checks them before sending', async () => {
    vi.spyOn(calls, 'fetchPlayback').mockResolvedValue(playback);
    const trim = vi.spyOn(calls, 'trimRecording').mockResolvedValue(video);
    renderPlay();
    const start = await screen.findByRole('textbox', { name: 'Start' });
    const end = screen.getByRole('textbox', { name: 'End' });
    expect(end).toHaveValue('2:05');
    await userEvent.clear(end);
    await userEvent.type(end, '3:00');
    await userEvent.click(screen.getByRole('button', { name: 'Keep this part' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The end must lie within the recording (2:05).');
    await userEvent.clear(start);
    await userEvent.type(start, '0:10');
    await userEvent.clear(end);
    await userEvent.type(end, '0:40');
    await userEvent.click(screen.getByRole('button', { name: 'Keep this part' }));
    expect(trim).toHaveBeenCalledWith('v1', { start_ms: 10_000, end_ms: 40_000 });
    expect(await screen.findByText('Trimmed. The recording is now 0:30 long.')).toBeInTheDocument();
  });

  it("gives the ticket the recording's scenes and script, with the messages for each outcome", async () => {
    vi.spyOn(calls, 'fetchPlayback').mockResolvedValue(playback);
    const scenes = vi.spyOn(calls, 'sceneExtraction').mockResolvedValue({ scenes: 4 });
    vi.spyOn(calls, 'scriptExtraction').mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'video_no_audio',
        message: 'No speech could be heard in this recording, so there is no script to write.',
      }),
    );
    renderPlay();
    await userEvent.click(await screen.findByRole('button', { name: 'Extract scenes' }));
    expect(scenes).toHaveBeenCalledWith('t1', 'v1');
    expect(await screen.findByText('The scenes were extracted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Extract script' }));
    expect(
      await screen.findByText('The script could not be extracted. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^No speech could be heard in this recording/)).toBeInTheDocument();
  });
});

describe('/play/{videoUid}: comments at moments', () => {
  it("shows the ticket's comments under the player, which drive it", async () => {
    vi.spyOn(calls, 'fetchPlayback').mockResolvedValue(playback);
    let given: RecordingCommentsProps | null = null;
    const Comments = (props: RecordingCommentsProps) => {
      given = props;
      return (
        <button type="button" onClick={() => props.player.seek(42_000)}>
          Comment at 0:42
        </button>
      );
    };
    renderPageAt('/play/v1', [
      {
        path: '/play/:videoUid',
        element: (
          <SlotsContext.Provider value={{ ...NO_SLOTS, recordingComments: [Comments] }}>
            <PlayPage />
          </SlotsContext.Provider>
        ),
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Comment at 0:42' }));
    expect(given).toMatchObject({ ticketUid: 't1', videoUid: 'v1', durationMs: 125_000 });
    const player = screen.getByTestId('video-player') as HTMLVideoElement;
    expect(player.currentTime).toBe(42);
  });

  it('shows none on a recording that is on no ticket', async () => {
    vi.spyOn(calls, 'fetchPlayback').mockResolvedValue({ ...playback, ticket: null });
    const Comments = () => <p>Recording comments</p>;
    renderPageAt('/play/v1', [
      {
        path: '/play/:videoUid',
        element: (
          <SlotsContext.Provider value={{ ...NO_SLOTS, recordingComments: [Comments] }}>
            <PlayPage />
          </SlotsContext.Provider>
        ),
      },
    ]);
    expect(await screen.findByTestId('video-player')).toBeInTheDocument();
    expect(screen.queryByText('Recording comments')).toBeNull();
  });
});
