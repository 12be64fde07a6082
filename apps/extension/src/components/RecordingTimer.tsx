import { Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { clock } from '@/lib/clock';
import { useT } from '@/ui/language';

/** "Recording 1:23", counting from the start. */
export function RecordingTimer({ startedAt }: { startedAt: string | null }) {
  const t = useT();
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const seconds = startedAt ? Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000)) : 0;
  return (
    <Group gap="xs" role="status">
      <Text c="red" fw={700} aria-hidden>
        ●
      </Text>
      <Text>{t('record.timer', { time: clock(seconds * 1000) })}</Text>
    </Group>
  );
}
