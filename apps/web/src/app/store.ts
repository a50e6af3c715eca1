import { configureStore } from '@reduxjs/toolkit';
import { api } from '../shared/api/api-slice';
import { rootReducer } from '../shared/state/root-reducer';

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
