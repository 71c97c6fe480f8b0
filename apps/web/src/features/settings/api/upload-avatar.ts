import type { UploadAvatarResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { settingsQueryKey } from './get-settings.ts';
import { updateSettings } from './update-settings.ts';

/** `POST /api/users/upload-avatar` (multipart field `avatar`) → `data.data.avatar`, the new path. */
export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('avatar', file);
  return apiFetch<UploadAvatarResponse>('/api/users/upload-avatar', {
    method: 'POST',
    body: form,
    fallbackMessage: t('error.uploadAvatar'),
  });
};

/** Uploads, then confirms the path with `PUT {avatar}` as the spec's client does (a failure there is only logged). */
export const useUploadAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const answer = await uploadAvatar(file);
      try {
        await updateSettings({ avatar: answer.data.data.avatar });
      } catch (error) {
        console.warn('Avatar sync failed', error);
      }
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
};
