# The portal's image: the API (default command) and the index worker (`node --import tsx indexer/src/worker.ts`).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY search-config/package.json search-config/
COPY adapters/package.json adapters/
COPY indexer/package.json indexer/
COPY api/package.json api/
COPY web/package.json web/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN node scripts/ensure-web-build.mjs --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "api/src/main.ts"]
