/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: {
      '/api-ops': apiTarget,
      '/api-req': apiTarget,
      '/api-rcp': apiTarget,
      '/media': apiTarget,
      '/files': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks; react-select stays in the lazily loaded profile and client chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'state', test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/ },
            {
              name: 'forms',
              test: /node_modules[\\/](zod|react-hook-form|@hookform|libphonenumber-js)[\\/]/,
            },
            { name: 'crypto', test: /node_modules[\\/]@noble[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Above the 5 s that findBy*/waitFor may wait (src/test/setup.ts).
    testTimeout: 15_000,
  },
});
