import * as brand from '@expertos/api-client/brand';
import type {
  Assistant,
  AssistantInput,
  AssistantUpdate,
  Audience,
  AudienceInput,
  AudienceUpdate,
  BrandVoice,
  BrandVoiceInput,
  BrandVoiceUpdate,
  Influence,
  InfluenceInput,
  InfluenceUpdate,
} from '@expertos/domain/brand.schema';
import { api } from '@/shared/api/client';

/**
 * The brand's own records (`/projects/{projectId}/brand-voices|assistants|audiences|influences`):
 * one object per kind with the calls the steps make. Errors reach the caller
 * (docs/product.md#brand-profile), which shows the server's message.
 */
// Tests stub a call on its object: `vi.spyOn(voices, 'create')`.
export interface RecordApi<T, Input, Update> {
  list(projectUid: string): Promise<T[]>;
  create(projectUid: string, input: Input): Promise<T>;
  update(projectUid: string, uid: string, change: Update): Promise<T>;
  remove(projectUid: string, uid: string): Promise<unknown>;
  /** Answers the whole list after the move; absent for influences (no default). */
  setDefault?(projectUid: string, uid: string): Promise<T[]>;
}

type Calls<T, Input, Update> = {
  list: (client: typeof api, projectId: string) => Promise<T[]>;
  create: (client: typeof api, projectId: string, body: Input) => Promise<T>;
  update: (client: typeof api, projectId: string, uid: string, body: Update) => Promise<T>;
  remove: (client: typeof api, projectId: string, uid: string) => Promise<unknown>;
  setDefault?: (client: typeof api, projectId: string, uid: string) => Promise<T[]>;
};

function bind<T, Input, Update>(calls: Calls<T, Input, Update>): RecordApi<T, Input, Update> {
  const { setDefault } = calls;
  return {
    list: (projectUid) => calls.list(api, projectUid),
    create: (projectUid, input) => calls.create(api, projectUid, input),
    update: (projectUid, uid, change) => calls.update(api, projectUid, uid, change),
    remove: (projectUid, uid) => calls.remove(api, projectUid, uid),
    ...(setDefault
      ? { setDefault: (projectUid: string, uid: string) => setDefault(api, projectUid, uid) }
      : {}),
  };
}

export const voices: RecordApi<BrandVoice, BrandVoiceInput, BrandVoiceUpdate> = bind(brand.brandVoices);
export const assistants: RecordApi<Assistant, AssistantInput, AssistantUpdate> = bind(brand.assistants);
export const audiences: RecordApi<Audience, AudienceInput, AudienceUpdate> = bind(brand.audiences);
export const influences: RecordApi<Influence, InfluenceInput, InfluenceUpdate> = bind(brand.influences);

export const RECORD_KINDS = {
  voices: 'brand-voices',
  assistants: 'assistants',
  audiences: 'audiences',
  influences: 'influences',
} as const;
export type RecordKindName = keyof typeof RECORD_KINDS;

export const brandRecordsQueryKey = (projectUid: string, kind: RecordKindName) =>
  ['projects', projectUid, RECORD_KINDS[kind]] as const;

/** The record each kind answers. */
export interface BrandRecordOf {
  voices: BrandVoice;
  assistants: Assistant;
  audiences: Audience;
  influences: Influence;
}
const byKind = { voices, assistants, audiences, influences };

/** The calls of one kind (the objects tests stub). */
export function recordCalls<K extends RecordKindName>(kind: K): (typeof byKind)[K] {
  return byKind[kind];
}
