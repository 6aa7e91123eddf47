import { useId, type RefObject } from 'react';
import { FileSpreadsheet } from 'lucide-react';

/** A large target that opens the file picker, naming the chosen file; the input itself is visually hidden. */
export function FileChooser({
  inputRef,
  file,
  prompt,
  formats,
  accept,
  label,
  disabled,
  onChoose,
}: {
  /** The caller clears the input through it after an upload, so the same file can be chosen again. */
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  /** What the target says before a file is chosen. */
  prompt: string;
  /** The accepted formats as the user reads them. */
  formats: string;
  accept: string;
  /** The input's accessible name. */
  label: string;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600 transition-colors hover:border-indigo-400 hover:bg-indigo-50/40 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-indigo-500/5"
      >
        <FileSpreadsheet className="size-8 text-slate-400" aria-hidden="true" />
        {file ? <span className="font-medium text-slate-900 dark:text-white">{file.name}</span> : <span>{prompt}</span>}
        <span className="text-xs text-slate-500 dark:text-slate-400">{formats}</span>
      </label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={label}
        disabled={disabled}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
    </>
  );
}

/** Why a chosen file was not uploaded (a failed check, a missing choice, a failed upload), or nothing. */
export function UploadProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300">
      {problem}
    </p>
  ) : null;
}
