import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useConfirmation } from '@/components/ui/use-confirmation';
import { getErrorMessage } from '@/lib/api-client';
import { toastOutcome } from '@/lib/toast';

interface AccessEditorOptions<Row> {
  /** 'Role', 'User': the create button, the delete dialog's title and its failure toast name the row by it. */
  noun: string;
  /** The delete dialog's question about the row. */
  question: (row: Row) => string;
  remove: { mutateAsync: (id: string) => Promise<unknown> };
  /** The delete's success toast. */
  deleted: string;
  canCreate: boolean;
}

/**
 * The inline form and the delete confirmation of the roles and users tabs: which row the form edits
 * (none, a new one, or a row), its create button, and a delete that closes the form on the row it removed.
 */
export function useAccessEditor<Row extends { _id: string }>({ noun, question, remove, deleted, canCreate }: AccessEditorOptions<Row>) {
  // undefined: form closed; null: creating; a row: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  const { ask: askDelete, dialog: deleteDialog } = useConfirmation<Row>({
    title: () => `Delete ${noun}`,
    description: question,
    confirmLabel: 'Delete',
    onConfirm: (row) =>
      toastOutcome(remove.mutateAsync(row._id), {
        success: deleted,
        failure: (error) => `Failed to delete ${noun.toLowerCase()}: ${getErrorMessage(error, 'Unknown error')}`,
      }).then(
        () => editing?._id === row._id && close(),
        // Retrying will not help (the row is in use or gone): reported, and the dialog closes.
        () => undefined,
      ),
  });
  // While the form is open its own 'Close Form' button closes it.
  const createButton =
    editing === undefined && canCreate ? (
      <Button onClick={() => setEditing(null)}>
        <Plus className="size-4" aria-hidden="true" />
        {`Create New ${noun}`}
      </Button>
    ) : null;
  return { editing, edit: setEditing, close, createButton, askDelete, deleteDialog };
}
