import type { RefObject } from 'react';
import type { Pair } from '../api/rule-keys';
import type { SaveHandle } from '../hooks/use-save-handle';

/** What the editor gives every group tab. */
export interface TabProps {
  pair: Pair;
  readOnly: boolean;
  saveRef: RefObject<SaveHandle | null>;
}
