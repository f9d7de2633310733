export const UPLOAD_IMAGE_URL = "/api/admin/products/upload-image";

/** A refusal the server explained: its message is shown as is. */
class UploadError extends Error {}

async function post(file: File): Promise<string> {
  const body = new FormData();
  body.append("my_file", file);
  const res = await fetch(UPLOAD_IMAGE_URL, { method: "POST", credentials: "include", body });
  const text = await res.text();
  let json: { success?: boolean; message?: string; result?: { url?: string } } = {};
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): the check below reports the failure with the status.
  }
  if (!res.ok || !json.success || !json.result?.url) {
    throw new UploadError(json.message || "Image upload failed. Try again.");
  }
  return json.result.url;
}

/** Uploads an image for a product or feature; resolves with the URL to store, rejects with a message to show. */
export async function uploadImage(file: File): Promise<string> {
  try {
    return await post(file);
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new Error("Image upload failed. Try again.");
  }
}
