import { apiClient, uploadTimeoutMs } from '@client/lib/api-client';
import { contentImageFieldName } from '@shared/schemas/content';

/** Uploads an image for a page or news post; resolves with its URL (/api/uploads/...). */
export async function uploadContentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(contentImageFieldName, file);
  const body = await apiClient.post<{ image: { url: string } }>('/api/admin/content/images', form, {
    timeoutMs: uploadTimeoutMs,
  });
  return body.image.url;
}
