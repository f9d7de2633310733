import { useState } from "react";
import { Alert, Box, Button, Heading, IconButton, Image, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { LuTrash2 } from "react-icons/lu";
import { errorMessage } from "../../apollo/errors";
import { toaster } from "../../components/common/toaster";
import { ImageUpload } from "./ImageUpload";
import { AddFeatureImageMutation, DeleteFeatureImageMutation, FeatureImagesQuery } from "./documents";

/** Feature images shown on the shop's home page: upload, list (300px high each) and delete. */
export default function FeatureImages() {
  const [uploadedUrl, setUploadedUrl] = useState("");
  const [uploaderKey, setUploaderKey] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const { data, loading } = useQuery(FeatureImagesQuery);
  const [addImage, { loading: adding }] = useMutation(AddFeatureImageMutation, { refetchQueries: [FeatureImagesQuery] });
  const [deleteImage] = useMutation(DeleteFeatureImageMutation);

  const upload = async () => {
    setAlert(null);
    if (!uploadedUrl) return setAlert("Please upload an image first.");
    try {
      const { data: added } = await addImage({ variables: { image: uploadedUrl } });
      if (!added?.addFeatureImage) return setAlert("Invalid response from server");
      toaster.create({ title: "Feature image added", type: "success" });
      setUploadedUrl("");
      setUploaderKey((k) => k + 1);
    } catch (error) {
      setAlert(errorMessage(error, "Upload failed"));
    }
  };

  const remove = async (id: string) => {
    setAlert(null);
    try {
      await deleteImage({
        variables: { id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: "FeatureImage", id }) });
          cache.gc();
        },
      });
    } catch (error) {
      setAlert(errorMessage(error, "Delete failed."));
    }
  };

  const images = data?.featureImages ?? [];

  return (
    <Stack gap={6}>
      <Heading as="h1" size="xl">
        Feature Images
      </Heading>
      <Stack gap={3} maxW="lg">
        <ImageUpload key={uploaderKey} uploadedUrl={uploadedUrl} onUploadedUrlChange={setUploadedUrl} />
        <Button onClick={upload} disabled={!uploadedUrl} loading={adding} w="full" bg="black" color="white">
          Upload
        </Button>
        {alert && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{alert}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      {loading && !data ? (
        <Skeleton height="300px" />
      ) : images.length === 0 ? (
        <Text color="fg.muted">No feature images yet.</Text>
      ) : (
        // Whole images, a row each: they are wide banners with text across them, which cropping cut away.
        // 300px high (SPEC), less on a phone, where a wide banner is short.
        <SimpleGrid columns={1} gap={4}>
          {images.map((img, i) => (
            <Box key={img.id} position="relative" borderRadius="md" overflow="hidden" borderWidth="1px">
              <Image
                src={img.image}
                alt={`Feature image ${i + 1}`}
                w="full"
                h={{ base: "auto", md: "300px" }}
                maxH="300px"
                objectFit="contain"
                bg="bg.muted"
              />
              <IconButton
                aria-label={`Delete feature image ${i + 1}`}
                position="absolute"
                top={2}
                right={2}
                size="sm"
                colorPalette="red"
                onClick={() => void remove(img.id)}
              >
                <LuTrash2 />
              </IconButton>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
