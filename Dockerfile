# One image for every service of docker-compose.yml: the api (which also serves the shell and
# env.json) and each remote's static server. It runs exactly what `npm start` runs.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data
COPY --from=build /app /app
EXPOSE 8080
CMD ["node", "api/dist/main.js"]
