import { useRef, useState } from 'react';
import { AlertTriangle, CheckCircle2, Download, Info } from 'lucide-react';
import toast from 'react-hot-toast';
import { IMPORT_MESSAGES } from '@lbo/contracts/master-data';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-client';
import { FileChooser, UploadProblem } from '@/components/ui/file-chooser';
import { cn } from '@/lib/cn';
import { useDownloadTemplate } from '../api/download-template';
import { useOptions } from '../api/get-options';
import { useImportFile } from '../api/import-file';
import { useImportProgress } from '../api/get-import-progress';
import type { ImportSpec } from '../resources/resource-config';
import { acceptFor, checkImportFile } from '../utils/file-checks';
import { importOutcome, type ImportOutcome } from '../utils/import-outcome';
import { UploadProgress } from '@/components/ui/progress-bar';
import { Checkbox } from '@/components/ui/checkbox';
import { formatNumber } from '@/lib/format';
import { randomId } from '@/lib/random-id';

export interface ImportDialogProps {
  spec: ImportSpec;
  /** Query-key name of the entity whose lists the import refreshes. */
  entity: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function BankProductSelects({
  bank,
  product,
  onBank,
  onProduct,
}: {
  bank: string;
  product: string;
  onBank: (v: string) => void;
  onProduct: (v: string) => void;
}) {
  const banks = useOptions('bank');
  const products = useOptions('product');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Bank" required>
        {(aria) => (
          <Select {...aria} value={bank} onValueChange={onBank} options={banks.data ?? []} placeholder={banks.isLoading ? 'Loading…' : 'Select bank'} />
        )}
      </FormField>
      <FormField label="Product" required>
        {(aria) => (
          <Select
            {...aria}
            value={product}
            onValueChange={onProduct}
            options={products.data ?? []}
            placeholder={products.isLoading ? 'Loading…' : 'Select product'}
          />
        )}
      </FormField>
    </div>
  );
}

function OutcomeNotice({ outcome }: { outcome: ImportOutcome }) {
  const partial = outcome.kind === 'partial';
  const Icon = outcome.kind === 'nothing' ? Info : partial ? CheckCircle2 : AlertTriangle;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-lg border p-3 text-sm',
        outcome.kind === 'nothing'
          ? 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200'
          : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-2">
        <p>{outcome.message}</p>
        {outcome.counts ? <p className="font-medium">{outcome.counts}</p> : null}
        {outcome.errorFileUrl ? (
          <a
            href={outcome.errorFileUrl}
            download
            className="inline-flex items-center gap-1.5 font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
          >
            <Download className="size-4" aria-hidden="true" />
            Download error file
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The import dialog of every importable entity: the file checks of part 2 §5,
 * an upload progress bar, the template link and the four outcomes of §4.
 */
export function ImportDialog({ spec, entity, open, onOpenChange }: ImportDialogProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [bank, setBank] = useState('');
  const [product, setProduct] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const importFile = useImportFile(entity);
  const template = useDownloadTemplate();
  const uploading = progress !== null;
  const serverProgress = useImportProgress(importId, uploading && progress >= 100);
  const server = serverProgress.data?.state === 'running' || serverProgress.data?.state === 'done' ? serverProgress.data : null;

  const resetState = () => {
    setFile(null);
    setProblem(null);
    setProgress(null);
    setOutcome(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  const close = (next: boolean) => {
    if (uploading) return;
    if (!next) {
      resetState();
      setBank('');
      setProduct('');
      setAllOrNothing(false);
    }
    onOpenChange(next);
  };

  const choose = (picked: File | null) => {
    setOutcome(null);
    setFile(picked);
    setProblem(picked ? checkImportFile(picked, spec.formats) : null);
  };

  const submit = async () => {
    setOutcome(null);
    if (spec.target === 'bankAndProduct' && (!bank || !product)) return setProblem(IMPORT_MESSAGES.selectBankProduct);
    const fileProblem = checkImportFile(file, spec.formats);
    if (fileProblem || !file) return setProblem(fileProblem);
    setProblem(null);
    setProgress(0);
    const id = randomId();
    setImportId(id);
    try {
      const reply = await importFile.mutateAsync({
        path: spec.path,
        file,
        fields: spec.target === 'bankAndProduct' ? { bank_id: bank, product_id: product } : {},
        importId: id,
        allOrNothing,
        onProgress: setProgress,
      });
      const result = importOutcome(spec.words, reply.data);
      if (result.kind === 'success') {
        toast.success(result.message);
        close(false);
        return;
      }
      setOutcome(result);
    } catch (error) {
      setProblem(getErrorMessage(error, IMPORT_MESSAGES.failed));
    } finally {
      setProgress(null);
      setImportId(null);
    }
  };

  const downloadTemplate = () =>
    template.mutate({ path: spec.templatePath, filename: spec.templateName }, { onError: () => toast.error('Failed to download template') });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title={spec.title} description={`Upload ${acceptFor(spec.formats).replaceAll(',', ', ')} up to 5 MB.`} size="md">
        <div className="space-y-4">
          {spec.target === 'bankAndProduct' ? <BankProductSelects bank={bank} product={product} onBank={setBank} onProduct={setProduct} /> : null}

          <div className="space-y-2">
            <FileChooser
              inputRef={fileRef}
              file={file}
              prompt="Choose a file to import"
              formats={acceptFor(spec.formats).replaceAll(',', ', ')}
              accept={acceptFor(spec.formats)}
              label="Spreadsheet file"
              disabled={uploading}
              onChoose={choose}
            />
            <Button variant="link" size="sm" onClick={downloadTemplate} loading={template.isPending}>
              <Download className="size-4" aria-hidden="true" />
              Download template
            </Button>
          </div>

          <label className="flex items-start gap-2.5 text-sm text-slate-700 dark:text-slate-300">
            <Checkbox checked={allOrNothing} onCheckedChange={(on) => setAllOrNothing(on === true)} disabled={uploading} className="mt-0.5" />
            <span>
              Import nothing if any row has an error
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                Otherwise the good rows are imported and the others come back in an error file.
              </span>
            </span>
          </label>

          {uploading ? (
            <UploadProgress
              percent={progress}
              serverWork="Checking and importing the rows…"
              server={server ? { percent: server.fraction * 100, label: `Importing… ${formatNumber(server.rowsProcessed)} rows read` } : undefined}
            />
          ) : null}
          <UploadProblem problem={problem} />
          {outcome ? <OutcomeNotice outcome={outcome} /> : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={uploading}>
            {outcome ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={() => void submit()} loading={uploading}>
            Import
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
