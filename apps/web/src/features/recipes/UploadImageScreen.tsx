import { useEffect, useState } from "react";
import { uploadImage } from "./api";
import "./your-recipes.css";

/** The standalone /upload-image screen: a file input, an 'Uploading...' status and a preview. */
export function UploadImageScreen() {
  const [uploading, setUploading] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUrl(null);
    setLocalPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      setUrl(await uploadImage(file));
    } catch (error) {
      // Upload failures are only logged (docs/product.md#errors).
      console.error("image upload failed", error);
    } finally {
      setUploading(false);
    }
  };

  const preview = url ?? localPreview;
  return (
    <section className="page narrow upload-image">
      <h1>Upload an image</h1>
      <div className="field">
        <label htmlFor="upload-image-file">Image file</label>
        <input id="upload-image-file" type="file" accept="image/*" onChange={(e) => void onFile(e.target.files?.[0])} />
      </div>
      {uploading ? <p role="status">Uploading...</p> : null}
      {preview ? <img className="upload-image-preview" src={preview} alt="Uploaded image preview" /> : null}
      {url ? (
        <p className="muted">
          Stored at <a href={url}>{url}</a>
        </p>
      ) : null}
    </section>
  );
}
