import type { SsoDomain, SsoSettings } from '@expertos/domain/sso.schema';
import { useQueryClient } from '@tanstack/react-query';
import * as ssoApi from '../api/sso';

/**
 * The cached single sign-on settings, updated from each change's answer: the page's cards read
 * one query, so a saved provider or a verified domain shows everywhere (the policy switch too).
 */
export function useSsoCache(workspaceUid: string) {
  const queryClient = useQueryClient();
  const queryKey = ssoApi.ssoQueryKey(workspaceUid);
  return {
    set: (settings: SsoSettings) => queryClient.setQueryData(queryKey, settings),
    setDomains: (change: (domains: SsoDomain[]) => SsoDomain[]) =>
      queryClient.setQueryData<SsoSettings>(queryKey, (current) =>
        current ? { ...current, domains: change(current.domains) } : current,
      ),
    /** Loads the settings again (after a removal, whose answer is empty). */
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  };
}
