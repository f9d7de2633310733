// The product panel's pictures (edit mode): upload several at once, put them in order (drag, or the move buttons from
// the keyboard), give each its alt text and, optionally, one of the product's colours; saved together.
import { useRef, useState, type DragEvent } from "react";
import { Alert, Box, Button, HStack, IconButton, Image, Input, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { LuArrowDown, LuArrowUp, LuX } from "react-icons/lu";
import { useMutation, useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { uploadImage } from "./uploadImage";
import { moved, type DraftPicture } from "./galleryDraft";

const MAX_PICTURES = 12;

export const GalleryQuery = graphql(`
  query AdminProductGallery($id: ID!) {
    product(id: $id) {
      id
      title
      colours
      images {
        url
        alt
        colour
      }
    }
  }
`);

export const SetImagesMutation = graphql(`
  mutation SetProductImages($productId: ID!, $images: [ProductImageInput!]!) {
    setProductImages(productId: $productId, images: $images) {
      id
      image
      images {
        ...PictureFields
      }
    }
  }
`);

export default function GalleryEditor({ productId }: { productId: string }) {
  const { data, loading } = useQuery(GalleryQuery, { variables: { id: productId } });
  if (loading && !data) return <Skeleton h="24" />;
  if (!data?.product) return null;
  return <Editor key={productId} productId={productId} colours={data.product.colours} initial={data.product.images} />;
}

function Editor({ productId, colours, initial }: { productId: string; colours: string[]; initial: DraftPicture[] }) {
  const [pictures, setPictures] = useState<DraftPicture[]>(initial);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const dragged = useRef<number | null>(null);
  const [save, { loading: saving }] = useMutation(SetImagesMutation);

  const add = async (files: FileList | null) => {
    const picked = [...(files ?? [])].slice(0, MAX_PICTURES - pictures.length);
    setError(files && files.length > picked.length ? `At most ${MAX_PICTURES} pictures per product.` : null);
    setUploading((n) => n + picked.length);
    // One at a time: the server cleans each photo, and a phone's 20 MB files need not all be in flight at once.
    for (const file of picked) {
      try {
        const url = await uploadImage(file);
        setPictures((list) => [...list, { url, alt: "", colour: "" }]);
      } catch (e) {
        setError(`${file.name}: ${e instanceof Error ? e.message : "upload failed"}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const update = (n: number, change: Partial<DraftPicture>) => setPictures((list) => list.map((p, i) => (i === n ? { ...p, ...change } : p)));
  const move = (from: number, to: number) => setPictures((list) => moved(list, from, to));
  const missingAlt = pictures.findIndex((p) => !p.alt.trim());

  const submit = async () => {
    try {
      await save({ variables: { productId, images: pictures.map(({ url, alt, colour }) => ({ url, alt: alt.trim(), colour })) } });
      toaster.create({ title: "Pictures saved", type: "success" });
    } catch (e) {
      setError(errorMessage(e, "The pictures could not be saved. Try again."));
    }
  };

  return (
    <Stack gap={2} data-testid="gallery-editor">
      <Text fontWeight="semibold" fontSize="sm">
        Pictures ({pictures.length} of {MAX_PICTURES}; the first is shown in listings)
      </Text>
      <Stack gap={2} role="list" aria-label="Pictures in order">
        {pictures.map((picture, n) => (
          <HStack
            key={picture.url}
            role="listitem"
            gap={2}
            align="start"
            borderWidth="1px"
            rounded="md"
            p={2}
            draggable
            onDragStart={() => (dragged.current = n)}
            onDragOver={(e: DragEvent) => e.preventDefault()}
            onDrop={(e: DragEvent) => {
              e.preventDefault();
              if (dragged.current !== null) move(dragged.current, n);
              dragged.current = null;
            }}
          >
            <Image src={picture.url} alt="" w="56px" h="56px" objectFit="cover" rounded="sm" />
            <Stack gap={1} flex="1" minW={0}>
              <Input size="sm" aria-label={`Alt text of picture ${n + 1}`} placeholder="What it shows (required)" value={picture.alt} onChange={(e) => update(n, { alt: e.target.value })} />
              {colours.length > 0 && (
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field aria-label={`Colour of picture ${n + 1}`} value={picture.colour} onChange={(e) => update(n, { colour: e.target.value })}>
                    <option value="">Any colour</option>
                    {colours.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </Stack>
            <IconButton size="xs" variant="ghost" aria-label={`Move picture ${n + 1} up`} disabled={n === 0} onClick={() => move(n, n - 1)}>
              <LuArrowUp />
            </IconButton>
            <IconButton size="xs" variant="ghost" aria-label={`Move picture ${n + 1} down`} disabled={n === pictures.length - 1} onClick={() => move(n, n + 1)}>
              <LuArrowDown />
            </IconButton>
            <IconButton size="xs" variant="ghost" aria-label={`Remove picture ${n + 1}`} disabled={pictures.length === 1} onClick={() => setPictures((list) => list.filter((_, i) => i !== n))}>
              <LuX />
            </IconButton>
          </HStack>
        ))}
      </Stack>
      <Box>
        <Input
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          aria-label="Add pictures"
          disabled={pictures.length >= MAX_PICTURES || uploading > 0}
          onChange={(e) => {
            void add(e.target.files);
            e.target.value = "";
          }}
        />
      </Box>
      {uploading > 0 && <Text fontSize="sm">Uploading {uploading}…</Text>}
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      {missingAlt >= 0 && <Text fontSize="sm" color="fg.muted">Picture {missingAlt + 1} needs alt text before saving.</Text>}
      <Button size="sm" onClick={() => void submit()} disabled={missingAlt >= 0 || uploading > 0 || pictures.length === 0} loading={saving}>
        Save pictures
      </Button>
    </Stack>
  );
}
