import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', ws: true }, '/ws': { target: 'ws://localhost:3000', ws: true } },
  },
});
