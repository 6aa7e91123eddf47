import { AlertTriangle, Copy } from 'lucide-react';
import { WEBHOOK_MESSAGES } from '@lbo/contracts/webhooks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { WebhookEndpointWithSecret } from '../api/types';
import { copySecret } from '../utils/copy-secret';

export interface ShownSecret {
  endpoint: WebhookEndpointWithSecret;
  /** After a rotation the old secret no longer signs: the receiver must switch now. */
  rotated: boolean;
}

/** The signing secret, once: after create and after rotate. Closing forgets it; the server cannot show it again. */
export function WebhookSecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={shown?.rotated ? 'New signing secret' : 'Signing secret'} size="md">
        {shown ? (
          <div className="space-y-4" data-testid="webhook-secret-panel">
            <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>{WEBHOOK_MESSAGES.secretShownOnce}</p>
            </div>
            <FormField label={`Signing secret for ${shown.endpoint.url}`}>
              {(control) => (
                <div className="flex gap-2">
                  <Input
                    {...control}
                    readOnly
                    value={shown.endpoint.secret}
                    className="font-mono text-xs"
                    onFocus={(e) => e.currentTarget.select()}
                    data-testid="webhook-secret"
                  />
                  <Button variant="outline" onClick={() => void copySecret(shown.endpoint.secret)} aria-label="Copy signing secret">
                    <Copy className="size-4" aria-hidden="true" />
                    Copy
                  </Button>
                </div>
              )}
            </FormField>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Every delivery is signed with it (Standard Webhooks), so your receiver can check that it came from this app.
              {shown.rotated ? ' The previous secret no longer signs: update your receiver now.' : ''}
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
