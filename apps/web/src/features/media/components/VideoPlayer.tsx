import '@/shared/i18n/parts/media';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The speeds the player offers. */
export const PLAYBACK_SPEEDS = ['0.5', '1', '1.25', '1.5', '2'] as const;

export interface VideoPlayerHandle {
  /** Where playback stands, in milliseconds. */
  currentMs(): number;
  /** Moves playback to this moment (a comment's marker), playing or paused as it was. */
  seek(ms: number): void;
}

interface VideoPlayerProps {
  src: string;
  poster: string | null;
  label: string;
  /** The file link stopped working (expired): the page fetches a fresh one. */
  onBrokenLink: () => void;
  /** Where to start (`?t=` seconds, from a comment's link), in milliseconds. */
  startMs?: number;
}

/**
 * The browser's own video element (seeking, full screen, keyboard: space, arrows) with a speed
 * choice beside it. It asks the server for ranges of the file as it seeks, so a long recording
 * starts at once and jumps anywhere without loading what lies before.
 */
export const VideoPlayer = forwardRef<VideoPlayerHandle, VideoPlayerProps>(function VideoPlayer(
  { src, poster, label, onBrokenLink, startMs = 0 },
  ref,
) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState<string>('1');
  // A fresh link for the same recording keeps the place and the speed.
  const resumeAt = useRef(startMs / 1000);

  useImperativeHandle(ref, () => ({
    currentMs: () => Math.round((video.current?.currentTime ?? 0) * 1000),
    seek: (ms: number) => {
      if (!video.current) return;
      video.current.currentTime = ms / 1000;
      // Before its metadata has loaded, the element forgets a seek: it is made again then.
      resumeAt.current = ms / 1000;
    },
  }));

  useEffect(() => {
    if (video.current) video.current.playbackRate = Number(speed);
  }, [speed]);

  return (
    <Stack gap="xs">
      {/* biome-ignore lint/a11y/useMediaCaption: a screen recording has no captions to offer; its transcript, when made, goes into the ticket's notes */}
      <video
        ref={video}
        src={src}
        poster={poster ?? undefined}
        controls
        preload="metadata"
        aria-label={label}
        data-testid="video-player"
        style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
        onLoadedMetadata={(event) => {
          const element = event.currentTarget;
          element.playbackRate = Number(speed);
          if (resumeAt.current > 0) element.currentTime = resumeAt.current;
        }}
        onError={() => {
          resumeAt.current = video.current?.currentTime ?? 0;
          onBrokenLink();
        }}
      />
      <Group gap="xs" wrap="wrap">
        <Text size="sm" id="playback-speed-label">
          {t('ui.media.speed')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby="playback-speed-label"
          value={speed}
          onChange={setSpeed}
          data={PLAYBACK_SPEEDS.map((value) => ({ value, label: `${value}×` }))}
        />
      </Group>
    </Stack>
  );
});
