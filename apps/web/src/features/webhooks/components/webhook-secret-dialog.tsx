import { WEBHOOK_MESSAGES } from '@lbo/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { ShownOnceSecret } from '@/components/ui/shown-once-secret';
import { formatDateTimeIST } from '@/lib/format';
import type { WebhookEndpointWithSecret } from '../api/types';
import { copySecret } from '../utils/copy-with-toast';

export interface ShownSecret {
  endpoint: WebhookEndpointWithSecret;
  /** After a rotation the old secret signs beside the new one for a day: the receiver switches within it. */
  rotated: boolean;
}

/** The signing secret, once: after create and after rotate. Closing forgets it; the server cannot show it again. */
export function WebhookSecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={shown?.rotated ? 'New signing secret' : 'Signing secret'} size="md">
        {shown ? (
          <div className="space-y-4" data-testid="webhook-secret-panel">
            <ShownOnceSecret
              warning={WEBHOOK_MESSAGES.secretShownOnce}
              label={`Signing secret for ${shown.endpoint.url}`}
              value={shown.endpoint.secret}
              copyLabel="Copy signing secret"
              onCopy={() => void copySecret(shown.endpoint.secret)}
              testId="webhook-secret"
            />
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Every delivery is signed with it (Standard Webhooks), so your receiver can check that it came from this app.
              {shown.rotated
                ? ` Deliveries carry a signature by the previous secret too until ${formatDateTimeIST(shown.endpoint.previousSecretExpiresAt)}: update your receiver before then.`
                : ''}
            </p>
            <DialogFooter>
              <Button onClick={onClose}>Done</Button>
            </DialogFooter>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
