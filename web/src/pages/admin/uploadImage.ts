import { getCsrfToken, isCsrfRejection } from "../../apollo/csrf";

export const UPLOAD_IMAGE_URL = "/api/admin/products/upload-image";

class UploadError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly bodyText: string,
  ) {
    super(message);
  }
}

async function post(file: File, force: boolean): Promise<string> {
  const token = await getCsrfToken(force);
  const body = new FormData();
  body.append("my_file", file);
  const res = await fetch(UPLOAD_IMAGE_URL, {
    method: "POST",
    credentials: "include",
    headers: token ? { "X-CSRF-Token": token } : {},
    body,
  });
  const text = await res.text();
  let json: { success?: boolean; message?: string; result?: { url?: string } } = {};
  try {
    json = JSON.parse(text);
  } catch {
    /* handled below */
  }
  if (!res.ok || !json.success || !json.result?.url) {
    throw new UploadError(json.message || "Image upload failed. Try again.", res.status, text);
  }
  return json.result.url;
}

/** Uploads an image for a product or feature; resolves with the URL to store, rejects with a message to show. */
export async function uploadImage(file: File): Promise<string> {
  try {
    return await post(file, false);
  } catch (error) {
    if (isCsrfRejection(error)) return post(file, true);
    if (error instanceof UploadError) throw error;
    throw new Error("Image upload failed. Try again.");
  }
}
