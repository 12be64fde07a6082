import type { CreateTemplateInput, Template } from '@expertos/domain/templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as templatesApi from '../api/templates';
import { type TemplatePlace, templateKeys } from '../api/templates';

/** The templates a brand's people may use (its own and the workspace's); off without a brand. */
export function useUsableTemplates(projectUid: string | null) {
  return useQuery({
    queryKey: templateKeys.usable(projectUid ?? ''),
    queryFn: ({ signal }) => templatesApi.fetchUsableTemplates(projectUid ?? '', signal),
    enabled: Boolean(projectUid),
  });
}

/** A place's own templates, as its manager lists them: a brand's leaves the workspace's out (managed elsewhere). */
export function usePlaceTemplates(place: TemplatePlace) {
  return useQuery({
    queryKey: templateKeys.place(place),
    queryFn: async ({ signal }) =>
      place.kind === 'brand'
        ? (await templatesApi.fetchUsableTemplates(place.projectUid, signal)).filter(
            (item) => item.scope === 'brand',
          )
        : templatesApi.fetchWorkspaceTemplates(place.workspaceUid, signal),
  });
}

/** Every template list is read again after a change: a workspace template shows on every brand. */
function useRefreshTemplates() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: templateKeys.all });
}

export interface SaveTemplate {
  /** The template edited; left out, a new one is kept. */
  uid?: string;
  input: CreateTemplateInput;
}

/** Keeps a new template or changes one; the caller shows a refusal (409s) in its form. */
export function useSaveTemplate(place: TemplatePlace) {
  const refresh = useRefreshTemplates();
  return useMutation<Template, unknown, SaveTemplate>({
    mutationFn: ({ uid, input }) =>
      uid ? templatesApi.updateTemplate(place, uid, input) : templatesApi.createTemplate(place, input),
    onSuccess: refresh,
  });
}

export function useDeleteTemplate(place: TemplatePlace) {
  const refresh = useRefreshTemplates();
  return useMutation<void, unknown, string>({
    mutationFn: (uid) => templatesApi.deleteTemplate(place, uid),
    onSuccess: refresh,
  });
}

/** "Save as template": a brand's ticket under a name. */
export function useSaveTicketAsTemplate(projectUid: string) {
  const refresh = useRefreshTemplates();
  return useMutation<Template, unknown, { name: string; ticketUid: string }>({
    mutationFn: ({ name, ticketUid }) => templatesApi.saveTicketAsTemplate(projectUid, name, ticketUid),
    onSuccess: refresh,
  });
}
