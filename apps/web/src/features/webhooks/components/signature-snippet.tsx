import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { copySnippet } from '../utils/copy-with-toast';
import { ScrollX } from '@/components/ui/scroll-x';

export interface SignatureSnippetProps {
  language: string;
  /** What the code needs besides the language itself. */
  needs: string;
  code: string;
  /** How to call it, in one line. */
  usage: string;
}

/** A signature check to copy: the code as docs/partner-api.md has it, and how to call it. */
export function SignatureSnippet({ language, needs, code, usage }: SignatureSnippetProps) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Check every delivery before trusting it, on the raw body as it arrived (before parsing the JSON). {language}, with {needs}; it accepts a delivery
          signed by either secret during a rotation.
        </p>
        <Button variant="outline" size="sm" onClick={() => void copySnippet(code)}>
          <Copy className="size-4" aria-hidden="true" />
          Copy {language} code
        </Button>
      </div>
      <ScrollX
        className="max-h-96 overflow-auto rounded-md bg-slate-900 dark:bg-slate-950"
        tabIndex={0}
        role="region"
        aria-label={`Signature check in ${language}`}
      >
        <pre className="w-max min-w-full p-3 font-mono text-xs whitespace-pre text-slate-100">{code}</pre>
      </ScrollX>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Call it as <code className="font-mono">{usage}</code>.
      </p>
    </div>
  );
}
