# The portal's image: the API (default command), the index worker (`node indexer/dist/worker.mjs`)
# and the ops CLI (`npm run ops -- …`), all compiled JavaScript; no TypeScript and no sources at run time.

# Build stage: every dependency, the web app (Vite) and the server bundles (esbuild). better-sqlite3
# (the embedded store) builds its native module here where no prebuilt one can be fetched.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY search-config/package.json search-config/
COPY contract/package.json contract/
COPY adapters/package.json adapters/
COPY indexer/package.json indexer/
COPY api/package.json api/
COPY web/package.json web/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies of the API and the indexer only (not the web app's, which
# is served as built files), the bundles, the built web app and the launcher behind `npm run`.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
# Memory of the server: glibc gives every thread its own malloc arena and keeps freed memory in
# each (2 arenas instead of 16 on 2 cores), and V8's young generation grows to 16 MB semi-spaces by
# default (4 MB: scavenges more often). Measured on 2026-11-23 with the NeDB store at 20,000
# products: RSS after 10,000 distinct lists 425 MB instead of 488 MB, about 6 % fewer list requests
# per second at 16 connections. `npm run bench` now starts the server as `npm start` does, without
# these; with the SQLite store a 4 MB young generation saved 11 to 18 MB there and cost 17 to 36 %
# of the requests per second at 16 connections (docs/performance.md).
ENV MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=4
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY search-config/package.json search-config/
COPY contract/package.json contract/
COPY adapters/package.json adapters/
COPY indexer/package.json indexer/
COPY api/package.json api/
COPY web/package.json web/
COPY bench/package.json bench/
# Without install scripts (no compiler here): the native module built in the build stage, for the
# same Node and system, is copied in.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace @futterkompass/api --workspace @futterkompass/indexer \
  && npm cache clean --force
COPY --from=build /app/node_modules/better-sqlite3/build/Release/better_sqlite3.node node_modules/better-sqlite3/build/Release/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/indexer/dist indexer/dist
COPY --from=build /app/web/dist web/dist
# The server's rendering of the entry pages: one bundle with React and the app inside.
COPY --from=build /app/web/dist-ssr web/dist-ssr
COPY scripts/launch.mjs scripts/entries.mjs scripts/
# Every folder the portal writes, owned by `node`: a named volume mounted on one of them (the local
# file store at /app/data/files) takes the folder's owner when Docker first fills it; a mount point
# the image lacks would be created for root, and every upload would fail with EACCES.
RUN mkdir -p /app/data/files && chown -R node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "api/dist/main.mjs"]
