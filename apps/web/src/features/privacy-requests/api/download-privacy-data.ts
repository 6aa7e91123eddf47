import { API, pathTo } from '@lbo/contracts/api-paths';
import { useRefreshingMutation } from '@/hooks/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { privacyKeys } from './types';

/** An access request's data as JSON or PDF; the list is refreshed, as the first download is recorded. */
async function downloadPrivacyData({ id, format }: { id: string; format: 'json' | 'pdf' }) {
  const file = await api.bre.download(pathTo(API.privacy.requestByIdDownload, { id }), { query: { format } });
  saveFile(file.blob, file.filename ?? `personal-data.${format}`);
}

export function useDownloadPrivacyData() {
  return useRefreshingMutation(downloadPrivacyData, [privacyKeys.all]);
}
