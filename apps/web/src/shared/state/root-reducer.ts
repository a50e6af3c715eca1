import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../api/api-slice';
import { uiSlice } from './ui-slice';

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [uiSlice.name]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
