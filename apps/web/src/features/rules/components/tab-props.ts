import type { RefObject } from 'react';
import type { Pair } from '../api/rule-keys';
import type { DraftStore } from '../hooks/use-drafts';
import type { SaveHandle } from '../hooks/use-save-handle';

/** What the editor gives every group tab. */
export interface TabProps {
  pair: Pair;
  readOnly: boolean;
  saveRef: RefObject<SaveHandle | null>;
  /** Unsaved edits of the editor's tabs, kept while another tab is open. */
  drafts?: DraftStore;
}
