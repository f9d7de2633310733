# Production image of the shop: the API server also serves the built web app.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY graphql-api/package.json graphql-api/
COPY web/package.json web/
COPY prisma ./prisma
COPY prisma.config.ts tsconfig.json tsconfig.base.json ./
COPY scripts ./scripts
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:5000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
