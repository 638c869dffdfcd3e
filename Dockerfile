# syntax=docker/dockerfile:1
# Mizan's production image (README: Operations → Deploy). The build stage compiles the web app,
# the server and its workers; the runtime stage keeps the production packages and the files the
# server reads beside its code (migrations, content pages, the reference catalogue).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# pg_dump and pg_restore for `npm run backup` and `npm run restore` against DATABASE_URL (Debian's
# client is PostgreSQL 15: it backs up servers up to 15).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data BACKUP_DIR=/backups
WORKDIR /app
COPY --from=build --chown=node:node /app ./
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
EXPOSE 3000
VOLUME ["/data", "/backups"]
# /healthz answers while the process is up, without waiting for the database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=64", "dist/server/main.mjs"]
