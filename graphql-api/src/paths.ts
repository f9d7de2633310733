// Where the shop's files beside the server are (prisma/migrations, web/dist, schema.graphql): the same whether the
// server runs from source (graphql-api/src, through tsx) or from the production build (graphql-api/dist/graphql-api/src).
import path from "node:path";

const here = import.meta.dirname;
/** The repository, or the image's /app: the build sits two folders deeper (graphql-api/dist/) than the source. */
export const APP_ROOT = path.resolve(here, path.basename(path.resolve(here, "../..")) === "dist" ? "../../../.." : "../..");
