import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.js';
import { users } from '@/db/schema.js';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;
type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'first_name'
    | 'last_name'
    | 'organization'
    | 'phone_number_ext'
    | 'phone_number'
    | 'whatsapp_number_ext'
    | 'whatsapp_number'
    | 'image_key'
  >
>;

export function createUserRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return row;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: user.email.trim().toLowerCase() })
        .returning();
      return row!;
    },
    async setPassword(id: number, passwordHash: string, isVerified: boolean, now: Date) {
      await db
        .update(users)
        .set({ password_hash: passwordHash, is_verified: isVerified, updated_at: now })
        .where(eq(users.id, id));
    },
    async updateProfile(id: number, changes: ProfileChanges, now: Date): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updated_at: now })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },
    async recordLogin(id: number, now: Date) {
      await db.update(users).set({ last_login_at: now }).where(eq(users.id, id));
    },
    /** Every account, for staff management. */
    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.email));
    },
    async update(
      id: number,
      changes: Partial<Pick<UserRow, 'user_type' | 'deactivated_at'>>,
      now: Date,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updated_at: now })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async count(): Promise<number> {
      return db.$count(users);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
