# Production image of the shop: the API server (compiled ahead, run by plain node) also serves the built web app.
# Two stages: `build` has every dev dependency (TypeScript, Vite, the Prisma CLI) and builds; the runtime stage gets a
# production install (`npm ci --omit=dev`) and the built files only: no compilers, no browsers, no tests, not root.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql-api/package.json graphql-api/
COPY web/package.json web/
COPY prisma ./prisma
COPY prisma.config.ts tsconfig.json tsconfig.base.json ./
COPY scripts ./scripts
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY graphql-api/package.json graphql-api/
COPY web/package.json web/
COPY scripts/postinstall.mjs scripts/start.mjs scripts/web-build.mjs scripts/server-build.mjs scripts/
# postinstall finds no Prisma CLI here and generates nothing: the client is compiled into graphql-api/dist/.
# Optional dependencies stay: sharp's native binary is one. (npm then also installs the Prisma CLI and TypeScript,
# optional peers of the Prisma client; nothing runs them.) No install scripts: the native modules (argon2, sharp) ship
# prebuilt, and the Prisma CLI's would try to download an engine.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY prisma/migrations ./prisma/migrations
COPY --from=build /app/graphql-api/dist ./graphql-api/dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
# The demo mail outbox (MAIL_TRANSPORT=outbox) and the embedded database, when used, are written under /app/data.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:5000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
