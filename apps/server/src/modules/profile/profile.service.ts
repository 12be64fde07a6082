import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { skillsOf } from '@expertos/domain/industries';
import { isLanguage, type Language } from '@expertos/domain/languages';
import type { Profile, UpdateProfileInput } from '@expertos/domain/profile.schema';
import { normalTimeZone } from '@expertos/domain/time-zones';
import { AppError } from '../../platform/errors.js';
import { sniffImageType } from '../../platform/storage/image-type.js';
import { mediaUrl } from '../../platform/storage/media.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ProfileRepository } from './profile.repository.js';

export interface ProfileServiceDeps {
  profiles: ProfileRepository;
  auth: Pick<AuthService, 'findUser' | 'updateName' | 'updateImage'>;
  storage: Storage;
}

/** Where an avatar is served from (platform/storage/media.routes.ts). */
export const avatarUrl = mediaUrl;

export function createProfileService({ profiles, auth, storage }: ProfileServiceDeps) {
  async function getProfile(userId: string): Promise<Profile> {
    const user = await auth.findUser(userId);
    // A verified token whose account is gone (deleted since): nothing to show.
    if (!user) throw new AppError('not_found');
    const profile = await profiles.find(userId);
    return {
      id: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      name: user.name,
      avatar_url: profile.avatar_key ? avatarUrl(profile.avatar_key) : user.image,
      job_title: profile.job_title,
      industry: profile.industry,
      skills: profile.skills,
      language: profile.language,
      time_zone: profile.time_zone,
    };
  }

  return {
    getProfile,

    /** Skills must belong to the chosen industry; changing industry drops the ones that do not. */
    async updateProfile(userId: string, input: UpdateProfileInput): Promise<Profile> {
      const current = await profiles.find(userId);
      const industry = input.industry === undefined ? current.industry : input.industry;
      const allowed = industry ? skillsOf(industry) : [];
      let skills = input.skills ?? current.skills.filter((skill) => allowed.includes(skill));
      skills = [...new Set(skills)];
      const foreign = skills.filter((skill) => !allowed.includes(skill));
      if (foreign.length > 0) {
        throw new AppError('validation_error', {
          details: [
            {
              path: 'skills',
              message: `Not a skill of ${industry ?? 'the chosen industry'}: ${foreign.join(', ')}`,
            },
          ],
        });
      }
      if (input.language !== undefined && input.language !== null && !isLanguage(input.language))
        throw new AppError('unsupported_language', {
          details: [{ path: 'language', message: ERROR_CATALOGUE.unsupported_language.message }],
        });
      if (input.name !== undefined) await auth.updateName(userId, input.name);
      await profiles.save(userId, {
        ...current,
        job_title: input.job_title === undefined ? current.job_title : input.job_title || null,
        industry,
        skills,
        language: input.language === undefined ? current.language : (input.language as Language | null),
        time_zone: input.time_zone === undefined ? current.time_zone : normalTimeZone(input.time_zone),
      });
      return getProfile(userId);
    },

    /** Stores a new avatar (an image by its bytes, whatever the client claimed) and drops the old one. */
    async setAvatar(userId: string, data: Buffer): Promise<Profile> {
      const type = sniffImageType(data);
      if (!type) {
        throw new AppError('validation_error', {
          details: [{ path: 'file', message: 'The avatar must be a PNG, JPEG, GIF or WebP image.' }],
        });
      }
      const current = await profiles.find(userId);
      const key = `avatars/${randomUUID()}.${type.extension}`;
      await storage.put(key, data);
      await profiles.save(userId, { ...current, avatar_key: key });
      await auth.updateImage(userId, avatarUrl(key));
      if (current.avatar_key) await storage.delete(current.avatar_key);
      return getProfile(userId);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
