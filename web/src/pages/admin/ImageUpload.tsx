import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { Alert, Box, HStack, IconButton, Image, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { LuFileImage, LuUpload, LuX } from "react-icons/lu";
import { uploadImage } from "./uploadImage";

interface ImageUploadProps {
  /** The stored URL once the file is uploaded (or the product's current image in edit mode). */
  uploadedUrl: string;
  onUploadedUrlChange: (url: string) => void;
  /** Edit mode of the product panel: the image cannot be changed. */
  disabled?: boolean;
  label?: string;
}

/** Drag and drop or click to pick an image; it is uploaded at once and previewed, with a remove-file button. */
export function ImageUpload({ uploadedUrl, onUploadedUrlChange, disabled = false, label = "Upload Image" }: ImageUploadProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = async (picked: File | undefined) => {
    if (!picked || disabled) return;
    setFile(picked);
    setError(null);
    setUploading(true);
    try {
      onUploadedUrlChange(await uploadImage(picked));
    } catch (e) {
      setError(e instanceof Error ? e.message : "Image upload failed. Try again.");
      onUploadedUrlChange("");
    } finally {
      setUploading(false);
    }
  };

  const remove = () => {
    setFile(null);
    setError(null);
    onUploadedUrlChange("");
    if (inputRef.current) inputRef.current.value = "";
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files?.[0]);
  };

  const shownImage = preview ?? (uploadedUrl || null);

  return (
    <Stack gap={2} w="full">
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? "fg" : "border"}
        borderRadius="md"
        p={4}
        opacity={disabled ? 0.6 : 1}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-dropzone"
      >
        <VisuallyHidden asChild>
          <input
            id={inputId}
            ref={inputRef}
            type="file"
            aria-label={label}
            accept="image/*"
            disabled={disabled}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </VisuallyHidden>
        {!file ? (
          <Stack asChild align="center" gap={2} py={6} cursor={disabled ? "not-allowed" : "pointer"} textAlign="center">
            <label htmlFor={inputId}>
              <LuUpload size={32} aria-hidden />
              <Text fontSize="sm">{disabled ? "The image cannot be changed while editing" : "Drag & drop or click to upload image"}</Text>
            </label>
          </Stack>
        ) : (
          <HStack justify="space-between" gap={2}>
            <HStack gap={2} minW={0}>
              <LuFileImage size={24} aria-hidden />
              <Text fontSize="sm" truncate>
                {file.name}
              </Text>
              {uploading && <Spinner size="sm" aria-label="Uploading" />}
            </HStack>
            <IconButton aria-label="Remove File" size="sm" variant="ghost" onClick={remove}>
              <LuX />
            </IconButton>
          </HStack>
        )}
      </Box>
      {shownImage && (
        <Image src={shownImage} alt="Selected image preview" maxH="160px" objectFit="contain" borderRadius="md" />
      )}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
