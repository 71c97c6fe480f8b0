import { avatarMimeTypes, MAX_AVATAR_BYTES } from '@shelfwise/contract';
import { UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

/** Picture with a "Change photo" button: previews the chosen file at once, uploads it, reverts on failure. */
export function AvatarUpload({
  avatar,
  onUploaded,
}: {
  avatar: string | null;
  onUploaded: (path: string) => void;
}) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const upload = useUploadAvatar();

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setError('');
    if (!avatarMimeTypes.includes(file.type as (typeof avatarMimeTypes)[number])) {
      setError(t('settings.photoType'));
      return;
    }
    if (file.size > MAX_AVATAR_BYTES) {
      setError(t('settings.photoSize'));
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      const answer = await upload.mutateAsync(file);
      onUploaded(answer.data.data.avatar);
      toast.success(t('settings.avatarUpdated'));
    } catch (err) {
      setPreview(null);
      const message = (err as Error).message || t('settings.avatarFailed');
      setError(message);
      toast.error(message);
    }
  };

  const shown = preview ?? avatar;
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      {shown ? (
        <img
          src={shown}
          alt={t('settings.avatarAlt')}
          className="h-20 w-20 rounded-full object-cover ring-2 ring-brand-100 dark:ring-slate-700"
        />
      ) : (
        <span className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-slate-700 dark:text-slate-200">
          <UserRound aria-hidden="true" className="h-10 w-10" />
          <span className="sr-only">{t('settings.noAvatar')}</span>
        </span>
      )}
      <div className="space-y-1">
        <input
          ref={inputRef}
          type="file"
          accept={avatarMimeTypes.join(',')}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => onFile(e.target.files?.[0])}
          data-testid="avatar-input"
        />
        <Button
          variant="secondary"
          loading={upload.isPending}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {upload.isPending ? t('settings.uploading') : t('settings.changePhoto')}
        </Button>
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {t('settings.photoHint')}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
