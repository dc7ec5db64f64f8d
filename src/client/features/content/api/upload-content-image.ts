import { ApiError } from '@client/lib/api-client';
import { contentImageFieldName } from '@shared/schemas/content';

/** Uploads an image for a page or news post; resolves with its URL (/api/uploads/...). */
export async function uploadContentImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(contentImageFieldName, file);
  let res: Response;
  try {
    res = await fetch('/api/admin/content/images', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const body = (await res.json().catch(() => null)) as { image?: { url: string }; error?: string } | null;
  if (!res.ok || !body?.image) {
    throw new ApiError(
      res.status,
      body?.error || `The upload failed (${res.status}). Please try again.`,
      body,
    );
  }
  return body.image.url;
}
