import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  /** Shows the "something went wrong" variant of the not-found page inside the signed-in layout. */
  notFoundError: boolean;
  /** The full-page loader, with an optional line of text under it. */
  loader: { visible: boolean; message: string | null };
}

const initialState: UiState = { notFoundError: false, loader: { visible: false, message: null } };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    notFoundErrorRaised(state) {
      state.notFoundError = true;
    },
    loaderShown(state, action: PayloadAction<string | undefined>) {
      state.loader = { visible: true, message: action.payload ?? null };
    },
    loaderHidden(state) {
      state.loader = { visible: false, message: null };
    },
    /** The top-bar logo clears both page flags (section 2, shared screens). */
    pageFlagsCleared(state) {
      state.notFoundError = false;
      state.loader = { visible: false, message: null };
    },
  },
});

export const { notFoundErrorRaised, loaderShown, loaderHidden, pageFlagsCleared } = uiSlice.actions;
