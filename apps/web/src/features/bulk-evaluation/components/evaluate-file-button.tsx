import { useState } from 'react';
import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BulkEvaluationDialog } from './bulk-evaluation-dialog';

/** The Loan Evaluator's "Evaluate a file" action. */
export function EvaluateFileButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileUp className="size-4" aria-hidden="true" />
        Evaluate a file
      </Button>
      <BulkEvaluationDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
