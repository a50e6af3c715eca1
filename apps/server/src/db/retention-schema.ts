// Tables of this area (drizzle/ holds their migration).
export {};
