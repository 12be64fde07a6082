import type { Profile } from '@expertos/domain/profile.schema';
import { Alert, Button, Group } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, setViewerTimeZone } from '@/shared/session/viewer-zone';
import { STORE_KEY_PREFIX } from '@/shared/stores/storage';
import { meQueryKey, meQueryOptions, updateMe } from '../api/profile';
import { useSaveTimeZone } from './use-save-time-zone';

/** The (browser, profile) pair the person chose to keep, on this device. */
const KEPT_KEY = `${STORE_KEY_PREFIX}time-zone-kept`;
const pair = (browser: string, profile: string) => `${browser}|${profile}`;

function keptPair(): string | null {
  try {
    return localStorage.getItem(KEPT_KEY);
  } catch {
    return null;
  }
}

/**
 * The person's zone (docs/product.md#time-zones): the first time the app sees them it takes
 * their browser's, silently; later, when the browser's clock is on another zone than the
 * profile (a trip, a move), a banner asks which to count in, once per pair of zones.
 */
export function TimeZoneBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The session start puts the profile in the cache: read from there, never asked for here.
  const me = useQuery({ ...meQueryOptions(), enabled: false });
  const browser = browserTimeZone();
  const [kept, setKept] = useState(keptPair);
  const onSaved = (profile: Profile) => queryClient.setQueryData(meQueryKey, profile);
  const save = useSaveTimeZone(onSaved);
  const learn = useMutation({
    mutationFn: (time_zone: string) => updateMe({ time_zone }),
    onSuccess: (saved) => {
      setViewerTimeZone(saved.time_zone);
      onSaved(saved);
    },
  });
  const learnt = useRef(false);
  const unknown = me.data !== undefined && me.data.time_zone === null;
  useEffect(() => {
    if (!unknown || learnt.current) return;
    learnt.current = true;
    learn.mutate(browser);
  }, [unknown, browser, learn]);

  const profile = me.data?.time_zone;
  if (!profile || profile === browser || kept === pair(browser, profile)) return null;
  const keep = () => {
    try {
      localStorage.setItem(KEPT_KEY, pair(browser, profile));
    } catch {
      // Private mode: kept for this visit only.
    }
    setKept(pair(browser, profile));
  };
  return (
    <Alert
      color="blue"
      icon={<IconWorld size={18} aria-hidden />}
      title={t('ui.timeZone.bannerLabel')}
      mb="md"
    >
      {t('ui.timeZone.bannerText', { browser, profile })}
      <Group gap="sm" mt="xs" wrap="wrap">
        <Button size="compact-sm" onClick={() => save.mutate(browser)} loading={save.isPending}>
          {t('ui.timeZone.bannerSwitch', { browser })}
        </Button>
        <Button size="compact-sm" variant="default" onClick={keep} disabled={save.isPending}>
          {t('ui.timeZone.bannerKeep', { profile })}
        </Button>
      </Group>
    </Alert>
  );
}
