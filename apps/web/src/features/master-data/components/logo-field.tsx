import { useId, useRef, useState } from 'react';
import { ImageUp, X } from 'lucide-react';
import { LOGO_MESSAGES } from '@lbo/contracts/master-data';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUploadLogo } from '../api/upload-logo';
import { checkLogoFile, logoUploadErrorMessage } from '../utils/file-checks';
import { ProgressBar } from '@/components/ui/progress-bar';

export interface LogoFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  /** The form's own error for the URL ('Invalid logo URL'). */
  error?: string | undefined;
  /** Lets the form wait for an upload in flight. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * A logo picked from disk is uploaded at once (with a progress bar) and its
 * link put in the URL box; a link can also be typed in directly.
 */
export function LogoField({ label, value, onChange, onBlur, error, onUploadingChange }: LogoFieldProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    const problem = checkLogoFile(file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const link = await upload.mutateAsync({ file, onProgress: setProgress });
      if (link) onChange(link);
      else setUploadError(LOGO_MESSAGES.tryDifferent);
    } catch (e) {
      setUploadError(logoUploadErrorMessage(e));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const shownError = uploadError ?? error;
  return (
    <div className="space-y-2 sm:col-span-2">
      <Label htmlFor={`${id}-url`}>{label}</Label>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          {value && !error ? (
            <img src={value} alt="Logo preview" className="size-full object-contain" />
          ) : (
            <ImageUp className="size-6 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex gap-2">
            <Input
              id={`${id}-url`}
              placeholder="https://… or upload a file"
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={`${id}-hint`}
            />
            {value ? (
              <Button variant="ghost" size="icon" aria-label="Remove logo" onClick={() => onChange('')}>
                <X className="size-4" aria-hidden="true" />
              </Button>
            ) : null}
            <Button variant="outline" onClick={() => fileRef.current?.click()} loading={progress !== null}>
              Upload
            </Button>
            <input
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png,image/gif"
              className="sr-only"
              tabIndex={-1}
              aria-label="Logo file"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </div>
          {progress !== null ? <ProgressBar value={progress} label="Uploading logo" /> : null}
          {shownError ? (
            <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
              {shownError}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
              {LOGO_MESSAGES.hint}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
