import toast from 'react-hot-toast';
import { WEBHOOK_MESSAGES } from '@lbo/contracts/webhooks';
import { getErrorMessage } from '@/lib/api-client';
import { useSendTestEvent } from '../api/send-test-event';

/** Send test event, told by a toast; `then` runs once it is queued (the list opens the endpoint's log). */
export function useTestEvent(then?: (endpointId: string) => void) {
  const send = useSendTestEvent();
  return {
    send: (endpointId: string) =>
      send.mutate(endpointId, {
        onSuccess: () => {
          toast.success(WEBHOOK_MESSAGES.testQueued);
          then?.(endpointId);
        },
        onError: (error) => toast.error(getErrorMessage(error, 'Failed to send the test event')),
      }),
    /** The endpoint whose test event is being queued, if any. */
    sendingId: send.isPending ? send.variables : null,
  };
}
