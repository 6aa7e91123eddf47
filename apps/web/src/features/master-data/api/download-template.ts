import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../utils/download';

/** GET <entity>/importTemplate: the .xlsx with the header row and one example row. */
export function useDownloadTemplate() {
  return useMutation({ mutationFn: ({ path, filename }: { path: string; filename: string }) => downloadFile(path, filename) });
}
