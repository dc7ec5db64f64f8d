import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@shared': here('./src/shared'),
  '@server': here('./src/server'),
  '@client': here('./src/client'),
};

export default defineConfig({
  root: here('./src/client'),
  publicDir: here('./public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias },
  build: {
    outDir: here('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
      '/calendar.ics': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
    },
  },
});
