import type { Blocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';

/** Asked when the editor is left (back arrow, another page) while tabs hold unsaved edits. */
export function LeaveEditorDialog({ blocker, dirtyTabs }: { blocker: Blocker; dirtyTabs: number }) {
  const blocked = blocker.state === 'blocked';
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <Dialog open={blocked} onOpenChange={(open) => (open ? undefined : stay())}>
      <DialogContent
        size="sm"
        role="alertdialog"
        title="Leave without saving?"
        description={`${dirtyTabs === 1 ? 'One tab has' : `${dirtyTabs} tabs have`} unsaved edits. Leaving discards them.`}
      >
        <DialogFooter className="mt-0 border-t-0 pt-2">
          <Button variant="outline" onClick={stay}>
            Stay
          </Button>
          <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            Leave
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
