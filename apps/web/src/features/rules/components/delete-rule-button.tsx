import { Trash2 } from 'lucide-react';
import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A rule's delete button; read-only it stays in reach (aria-disabled) so that its title can say why it does nothing. */
export function DeleteRuleButton({ index, readOnly, onClick }: { index: number; readOnly: boolean; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Delete rule ${index + 1}`}
      title={readOnly ? RULE_MESSAGES.cannotDeleteInView : 'Delete rule'}
      aria-disabled={readOnly || undefined}
      className={cn('text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400', readOnly && 'cursor-not-allowed opacity-50')}
      onClick={onClick}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
}
